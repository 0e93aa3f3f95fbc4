import { describe, expect, it } from 'vitest';
import { sameImports } from '../../src/guard/import-stars.js';

/**
 * A test file the Kotlin grammar cannot read at all is compared as a formatter sees it (unread.ts `sameCode`); an IDE's
 * "optimize imports" that replaces a star with the single imports under it (or the reverse) changes what no name means
 * (TeamAmaze/AmazeFileManager bc85a1cc05: `import com.google.gson.*` → `import com.google.gson.GsonBuilder` in a file
 * tree-sitter-kotlin reads as one error, refused as "unreadable"). Still different: an import of another package, an
 * alias, a star replaced by a single import from another package, a single import dropped with no star for it.
 */

describe('import lists that name the same things', () => {
  it('reads a star and the single imports under it as the same list, either way', () => {
    const star = ['import a.b.*', 'import org.junit.Test'];
    const singles = ['import a.b.C', 'import a.b.D', 'import org.junit.Test'];
    expect(sameImports(star, singles)).toBe(true);
    expect(sameImports(singles, star)).toBe(true);
    expect(sameImports(['import a.b.C.*'], ['import a.b.C.X'])).toBe(true);
  });

  it('still tells a changed import apart', () => {
    expect(sameImports(['import a.b.*'], ['import a.fake.C'])).toBe(false);
    expect(sameImports(['import a.b.*'], ['import a.b.C as D'])).toBe(false);
    expect(sameImports(['import org.junit.Assert.assertEquals'], ['import x.fake.assertEquals'])).toBe(false);
    expect(sameImports(['import a.b.C', 'import a.b.D'], ['import a.b.C'])).toBe(false);
    expect(sameImports(['import a.b.*', 'import org.junit.Test'], ['import a.b.C'])).toBe(false);
  });
});
