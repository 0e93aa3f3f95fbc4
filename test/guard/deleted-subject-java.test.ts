import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardOnTop, refusedTests as refused, type TempRepo, tempRepo } from './git-repo.js';

/**
 * A Java test class deleted with the Java class it is named after (issue 27 class 4 at class level): the subject is
 * bound by a Java field (`@Inject NoteDao noteDao;`), and a test may reach it only through a same-file helper
 * (`insertOne()`), in Java or in Kotlin (`= roundTrip("a")`). Allowed in review, refused in heal; still refused: the
 * class deleted while its subject stays, deleted while another class was removed, and deleted while the subject lives
 * on in another file.
 */

const DAO = 'app/src/main/java/x/store/NoteDao.java';
const STORE = 'app/src/main/java/x/store/NoteStore.java';
const LEGACY = 'app/src/main/java/x/store/LegacyImport.java';
const CODEC = 'app/src/main/java/x/store/NoteCodec.kt';
const DAO_TEST = 'app/src/test/java/x/store/NoteDaoTest.java';
const CODEC_TEST = 'app/src/test/java/x/store/NoteCodecTest.kt';

const dao = `package x.store;

public class NoteDao {
    private final NoteStore store;

    public NoteDao(NoteStore store) {
        this.store = store;
    }

    public int count() {
        return store.size();
    }

    public void insert(String text) {
        store.add(text);
    }
}
`;

const store = `package x.store;

import java.util.ArrayList;
import java.util.List;

public class NoteStore {
    private final List<String> notes = new ArrayList<>();

    public int size() {
        return notes.size();
    }

    public void add(String text) {
        notes.add(text);
    }
}
`;

const legacy = `package x.store;

public class LegacyImport {
    public String source() {
        return "v1";
    }
}
`;

const codec = `package x.store

class NoteCodec {
    fun encode(text: String): String = text.reversed()

    fun decode(text: String): String = text.reversed()
}
`;

const daoTest = `package x.store;

import static org.junit.Assert.assertEquals;

import javax.inject.Inject;
import org.junit.Test;

public class NoteDaoTest {
    private final NoteStore notes = new NoteStore();
    @Inject NoteDao noteDao;

    @Test
    public void startsEmpty() {
        assertEquals(0, noteDao.count());
    }

    @Test
    public void insertAddsOne() {
        insertOne();
        notes.add("b");
        assertEquals(2, notes.size());
    }

    private void insertOne() {
        noteDao.insert("a");
    }
}
`;

const codecTest = `package x.store

import org.junit.Assert.assertEquals
import org.junit.Test

class NoteCodecTest {
    private val codec = NoteCodec()

    @Test
    fun roundTripsPlainText() = roundTrip("a")

    @Test
    fun roundTripsEmptyText() = roundTrip("")

    private fun roundTrip(text: String) {
        val back = codec.decode(codec.encode(text))
        assertEquals(text, back)
    }
}
`;

let repo: TempRepo & { base: string };
beforeAll(async () => {
  repo = await tempRepo({
    [DAO]: dao,
    [STORE]: store,
    [LEGACY]: legacy,
    [CODEC]: codec,
    [DAO_TEST]: daoTest,
    [CODEC_TEST]: codecTest,
  });
});
afterAll(async () => {
  await repo?.remove();
});

const guard = (files: Record<string, string | null>, policy: 'review' | 'heal' = 'review') =>
  guardOnTop(repo, files, { policy });

describe('a Java test class deleted with the Java class it is named after', () => {
  it('is allowed in review and refused in heal', async () => {
    expect(refused(await guard({ [DAO]: null, [DAO_TEST]: null }))).toEqual([]);
    const heal = refused(await guard({ [DAO]: null, [DAO_TEST]: null }, 'heal'));
    expect(heal).toContain('test-suppressed NoteDaoTest.startsEmpty');
    expect(heal).toContain('test-suppressed NoteDaoTest.insertAddsOne');
  });

  it('still refuses it deleted while its subject stays', async () => {
    const r = refused(await guard({ [DAO_TEST]: null }));
    expect(r).toContain('test-suppressed NoteDaoTest.startsEmpty');
    expect(r).toContain('test-suppressed NoteDaoTest.insertAddsOne');
  });

  it('still refuses it deleted while another class was removed', async () => {
    expect(refused(await guard({ [LEGACY]: null, [DAO_TEST]: null }))).toContain(
      'test-suppressed NoteDaoTest.insertAddsOne',
    );
  });

  it('still refuses it deleted while its subject lives on in another file', async () => {
    const moved = dao.replace('public class NoteDao', 'class NoteDao');
    const r = refused(await guard({ [DAO]: null, 'app/src/main/java/x/store/Daos.java': moved, [DAO_TEST]: null }));
    expect(r).toContain('test-suppressed NoteDaoTest.insertAddsOne');
  });
});

describe('a Kotlin test class whose tests reach the subject through a same-file helper', () => {
  it('is allowed in review when deleted with the subject, and refused while the subject stays', async () => {
    expect(refused(await guard({ [CODEC]: null, [CODEC_TEST]: null }))).toEqual([]);
    expect(refused(await guard({ [CODEC_TEST]: null }))).toContain('test-suppressed NoteCodecTest.roundTripsPlainText');
  });
});
