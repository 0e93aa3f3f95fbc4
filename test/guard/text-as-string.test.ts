import { describe, expect, it } from 'vitest';
import { refusals } from './rules-harness.js';

/**
 * Issue 27 (a form met on a project outside the corpus): the app starts giving a view a `Spanned` text
 * (`HtmlCompat.fromHtml(…)`, `toSpanned()`), so the test compares the view's text as a String:
 * `assertThat(body.text).isEqualTo("• First Name")` → `assertThat(body.text.toString()).isEqualTo("• First Name")`.
 * A `CharSequence` read as its String is the same text: the same check, Kotlin and Java alike. Another text, a
 * weaker op, or `toString()` of something that is not a text are still changed checks.
 */

const T = 'app/src/test/java/x/ErrorDialogTest.kt';
const J = 'app/src/test/java/x/ErrorListTest.java';
const kotlin = (check: string) => `package x

class ErrorDialogTest {
    @Test
    fun showsTheMissingField() {
        val body = dialog.findViewById<TextView>(R.id.body)
        ${check}
    }
}
`;
const java = (check: string) => `package x;

public class ErrorListTest {
    @Test
    public void showsTheFirstError() {
        TextView first = list.findViewById(R.id.first);
        ${check}
    }
}
`;
const rules = async (base: [string, string], head: [string, string]) =>
  (await refusals({ [base[0]]: base[1] }, { [head[0]]: head[1] })).map((r) => `${r.rule} ${r.test ?? ''}`);

describe("a view's text read as a String", () => {
  it('is the same text, in Kotlin and in Java', async () => {
    expect(
      await rules(
        [T, kotlin('assertThat(body.text).isEqualTo("• First Name")')],
        [T, kotlin('assertThat(body.text.toString()).isEqualTo("• First Name")')],
      ),
    ).toEqual([]);
    expect(
      await rules(
        [J, java('assertEquals("Name is required", first.getText());')],
        [J, java('assertEquals("Name is required", first.getText().toString());')],
      ),
    ).toEqual([]);
  });

  it('still refuses another text, a weaker op, or toString() of what is not a text', async () => {
    expect(
      await rules(
        [T, kotlin('assertThat(body.text).isEqualTo("• First Name")')],
        [T, kotlin('assertThat(body.text.toString()).isEqualTo("• Name")')],
      ),
    ).toEqual(['assertion-weakened ErrorDialogTest.showsTheMissingField']);
    expect(
      await rules(
        [T, kotlin('assertThat(body.text).isEqualTo("• First Name")')],
        [T, kotlin('assertThat(body.text.toString()).contains("First")')],
      ),
    ).toEqual(['assertion-weakened ErrorDialogTest.showsTheMissingField']);
    expect(
      await rules(
        [T, kotlin('assertThat(body.tag).isEqualTo("• First Name")')],
        [T, kotlin('assertThat(body.tag.toString()).isEqualTo("• First Name")')],
      ),
    ).toEqual(['assertion-weakened ErrorDialogTest.showsTheMissingField']);
  });
});
