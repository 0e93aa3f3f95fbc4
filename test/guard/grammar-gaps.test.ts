import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { descendants as descendantsOf, parseKotlin, text } from '../../src/guard/kotlin/syntax.js';
import { unreadSpans } from '../../src/guard/unread.js';
import { guardOnTop, type TempRepo, tempRepo } from './git-repo.js';

/**
 * Valid Kotlin the grammar misread, found on real files of projects outside the corpus (src/guard/kotlin/tolerant.ts,
 * src/guard/unread.ts): each is read now, so an honest edit beside it is allowed, and a check dropped in the same
 * construct is still refused under its own rule.
 */

const testFile = 'app/src/test/java/x/SaveTest.kt';
const check = 'assertEquals(1, repo.count())';

const saveTest = (extra: string, body = check) => `package x

${extra}

class SaveTest {
    @Test
    fun saves() {
        repo.add("a")
        ${body}
    }
}
`;

// a function type whose context clause comes after an annotation or `suspend`
const contextSlots = `fun Screen(content: @Composable context(Scope) () -> Unit = {}) = content
class Described<T>(val action: suspend context(Scope) T.() -> Unit)
typealias Slot = @Composable context(Scope) Box.() -> Unit`;

// an annotated `data object` without a body, followed by more declarations
const dataObjects = `@Serializable
data object Home

@Serializable @Keep data object Detail

sealed interface Route`;

// statements separated by `;` on one line
// a `when` entry whose body is a loop with its body on the next line (tasks/tasks edc71c9ffb's iCalendar reader)
const whenEntryLoops = `fun read(todo: Todo, t: Task) {
    for (prop in todo.properties)
        when (prop) {
            is Categories ->
                for (category in prop.categories)
                    t.categories += category
            is Tags -> for (tag in prop.tags)
                t.tags += tag

            is Waits -> while (t.busy)
                t.poll()
            else -> t.unknown += prop
        }
}`;

const semicolons = `fun fill(xs: List<Int>) {
    val seen = mutableListOf<Int>(); seen.clear()
    xs.forEach { if (it == 0) return@forEach; seen.add(it) }
}`;

// a negated type test (the grammar's `!is` token covers `is` only)
const negatedTypeTest = `fun placeholder(state: Any): Boolean {
    val showing = state !is Loaded
    return showing
}`;

// an annotated getter with a return type
const annotatedGetter = `val screenSize: Size
    @Composable
    get(): Size {
        return Size(1, 2)
    }`;

// a class after two annotations (one with arguments) whose primary constructor has a keyword
const injectedClass = `@OptIn(Experimental::class)
@Singleton
class Tap @Inject constructor(private val sink: Sink) {
    fun push(x: Int) = sink.add(x)
}`;

// Kotlin 2.2: guards in \`when\` entries, the \`else if\` one included
const whenGuards = `fun label(state: Any, n: Int): String = when (state) {
    is Loaded if state.items.isEmpty() -> "empty"
    !is Error if n > 2 && n < 9 -> "busy"
    in 1..3 if (n == 2) -> "two"
    else if n > 0 -> "some"
    else -> "none"
}`;

// Kotlin 2.2: multi-dollar strings, with interpolations and a literal \`\${\`
const multiDollar = [
  'val schema = $$"""{"$schema": "x", "id": $${id}, "t": "${\'$\'}{t}"}"""',
  'val price = $$"costs $$amount $ and ${\'$\'}"',
].join('\n');

// an explicit backing field after a property declared with its type
const backingField = `class Store {
    val names: List<String>
        field = mutableListOf()
    val ids: List<Int>
        field: MutableList<Int> = mutableListOf()
}`;

// a top-level const and enum after one annotation, a primary constructor's keyword on the line after the name
const annotatedTopLevel = `@VisibleForTesting
const val SAVE_TAG = "save"

@Serializable
enum class Mode { Light, Dark }

@HiltViewModel
class SaveViewModel
@Inject constructor(
    private val repo: Repo,
) : ViewModel() {
    fun save() = repo.add("a")
}

class Plain
    constructor(val x: Int)`;

// body-less annotation classes one after another, each with its own annotations
const qualifiers = `@Qualifier
@Retention(AnnotationRetention.BINARY)
annotation class IoDispatcher

@Retention(AnnotationRetention.BINARY)
@Qualifier
annotation class MainDispatcher // the UI thread

@Qualifier annotation class Named(val name: String)`;

// expression-bodied previews after another declaration
const expressionPreviews = `private fun Boolean.delay(d: Int) = if (this) d else 0

@Preview
@Composable
private fun LightPreview() = Themed(Theme.LIGHT) {
    Row(modifier = Modifier.fillMaxWidth(), shown = false)
}

@Preview(name = "Dark")
@Composable
private fun DarkPreview() = Themed(Theme.DARK) {
    Row(modifier = Modifier.fillMaxWidth(), shown = false)
}`;

// an annotated getter of a property declared without a type
const untypedGetters = `object Shapes {
    val card
        @Composable get() = RoundedCornerShape(8.dp)

    val colors
        @Composable
        @ReadOnlyComposable
        get() = LocalColors.current
}`;

// a primary constructor's keyword after several annotations on the lines after the class's name
const annotatedConstructorLines = `@Singleton
class Sync
@OptIn(Experimental::class)
@Inject
constructor(
    private val sink: Sink,
) {
    fun push(x: Int) = sink.add(x)
}

class Other
@OptIn(Experimental::class) @Inject
constructor(private val sink: Sink)

class Styled @JvmOverloads
constructor(
    context: Context,
    attrs: AttributeSet? = null,
) : TextView(context, attrs) {
    init {
        setup()
    }
}`;

// an enum whose constructor has lambda defaults, its entries ended by a \`;\` before a companion object
const enumWithLambdaDefaults = `enum class Section(
    @StringRes val titleId: Int,
    val tint: @Composable Colors.() -> Color = { primary },
) {
    Avatar(titleId = 1),
    SignOut(titleId = 2, tint = { danger }),
    ;

    companion object {
        val grouped = listOf(listOf(Avatar), listOf(SignOut))
    }
}`;

// a class delegating an interface to a constructor parameter, with a body
const delegatedWithBody = `class Plain : Base

val lazyOne: Int by lazy { 1 }

data class Indices(private val delegate: List<Int> = emptyList()) : List<Int> by delegate {
    companion object {
        fun parse(value: String?): Indices {
            val list = value?.split(",")?.mapNotNull { it.toIntOrNull() } ?: emptyList()
            return Indices(list)
        }
    }
}`;

// a class delegating to an argument-less call, with a body
const scopeService = `class ScanService : Service(), CoroutineScope by MainScope() {
    override fun onDestroy() {
        cancel()
    }
}`;

// a class delegating to a constructor parameter right before its body, its header longer than 300 characters
// (keymapperorg/KeyMapper cfbdc1dd56, f1a7566169: an injected controller's constructor of ten parameters)
const longDelegatingHeader = (constants: string) => `class NotificationController @Inject constructor(
    private val coroutineScope: CoroutineScope,
    private val manageNotifications: ManageNotificationsUseCase,
    private val pauseMappings: PauseKeyMapsUseCase,
    private val controlAccessibilityService: ControlAccessibilityServiceUseCase,
    private val onboardingUseCase: OnboardingUseCase,
    private val resourceProvider: ResourceProvider,
    private val dispatchers: DispatcherProvider = DefaultDispatcherProvider(),
) : ResourceProvider by resourceProvider {

    companion object {
${constants}
    }
}`;

// class bodies opened and closed on one line: object literals passed in a call, a class
const oneLineBodies = `private val plugins = object : Point<P> {
    override fun getPlugins(): Collection<P> =
        listOf(
            object : P { override fun names() = listOf("a") },
            object : P { override fun names() = emptyList<String>() },
        )
}

class Listener { fun on() { called = true } }`;

// a trailing comma in type arguments and in an index, written one per line
const typeArgumentCommas = `fun Graph.screen(id: Int) {
    val viewModel = hiltViewModel<
        SecureViewModel,
        SecureViewModel.Factory,
        >(
        creationCallback = { factory -> factory.create(id) },
    )
    Screen(viewModel = viewModel)
}

fun bind(holder: Holder, position: Int) = when (holder) {
    is Holder.Item -> holder.bind(
        items[
            itemPosition(
                position,
            ),
        ],
    )
    else -> {}
}`;

// a trailing comma after a catch's parameter, on a line of its own (ktlint's layout; readium dc25e7bf80)
const catchParameterComma = `suspend fun next(): Result<Page?> {
    try {
        return Result.success(load())
    } catch (
        e: CancellationException,
    ) {
        throw e
    } catch (e: Exception,) {
        return Result.failure(e)
    }
}`;

// a private multi-preview annotation class, used on the tests after it
const privateAnnotationClass = `@Preview(name = "phone", device = "spec:width=411dp,height=923dp") // Pixel 9
@Preview(
    name = "tablet",
    uiMode = UI_MODE_NIGHT_YES or UI_MODE_TYPE_NORMAL,
)
private annotation class PickerPreviews

@Target(AnnotationTarget.FUNCTION)
@ParameterizedTest
@ValueSource(strings = ["a", "b"])
internal annotation class PackageTest`;

// an annotated function type in parentheses (a Compose slot), then a condition broken across lines
const parenthesizedSlot = `@Composable
fun Picker(
    items: List<String>,
    label: @Composable (() -> Unit) = { Text("pick") },
    trailing: @Composable (RowScope.() -> Unit)? = null,
) {
    val shown = if (items.isEmpty() ||
        items == (items.firstOrNull { it.isBlank() }?.let { listOf(it) } ?: items)
    ) {
        items
    } else {
        items.filter { it.isNotBlank() }
    }
}`;

// an annotated function type whose first parameter is itself a function type (a slot given a close callback)
const callbackSlot = `fun Activity.showAsSheet(content: @Composable (() -> Unit) -> Unit) {
    val group = findViewById(android.R.id.content) as ViewGroup
    addContent(group, content)
}

private fun addContent(group: ViewGroup, content: @Composable (Int, () -> Unit) -> Unit) {
    group.addView(ComposeView(group.context))
}`;

// `suspend { … }`, the standard library's function that makes a suspending lambda, then a chain on it
const suspendLambda = `class Reader(private val dao: Dao) {
    fun items(id: Int): Flow<Int> {
        return suspend { dao.get(id) }.asFlow().map { it ?: 0 }
    }

    fun other(): Int = 1
}`;

// a comment between an accessor's annotation and its `get`/`set`, on the annotation's line or its own
const commentedAccessors = `class Host(private val context: Context) {
    val specVersion: Int
        @SuppressLint("WrongConstant") // a lint bug: the flag is valid
        get() {
            val info = context.resolve() ?: return -1
            return info.version
        }
    var level: Int = 0
        @Synchronized
        // written from two threads
        set(value) {
            field = value
        }

    fun other(): Int = 1
}`;

// `suspend` as a name: a soft keyword Kotlin allows as an identifier
const suspendAsName = `fun review(values: Map<String, Int>): Int {
    var bury = -1
    var suspend = -1
    for ((key) in values) {
        when (key) {
            "bury" -> bury = values.getValue(key)
            "suspend" -> suspend = values.getValue(key)
        }
    }
    return if (suspend >= 0) suspend + bury else suspend
}`;

// a dependency container's `get<T>()` starting a line right after a local property (the grammar took it for a getter)
const genericGetAfterProperty = `val appModule = module {
    single<State> {
        val dao = get<Dao>()
        val ready = MutableStateFlow(false)
        get<CoroutineScope>().launch {
            dao.watch().collect { ready.value = it.isNotEmpty() }
        }
        State(ready)
    }
}`;

// an `if` whose body is a loop whose body is an assignment, on one line
const ifLoopAssignments = `fun total(x: Any, cs: List<Int>): Int {
    var t = 0
    if (t > 0) for (c in cs) t -= c
    if (cs.isNotEmpty()) while (t < 3) t += 1
    if (x is String) for (c in cs) t = c
    when (x) {
        is String -> for (c in cs) t = c
        else -> t = 1
    }
    return t
}`;

// a list's `set(i, item)` and `get(i)` starting a line right after a local property (the grammar took each for an
// accessor of the property and lost the rest of the file)
const accessorCallsAfterProperty = `fun toggle(items: List<Row>, id: Long, on: Boolean) = items.toMutableList().apply {
    val at = indexOfFirst { it.id == id }
    val first = none { it.on }
    set(at, get(at).copy(on = on))
    val last = size - 1
    get(last).also { if (first) log(it) }
}`;

// the same with `set` alone: no other word of the file sends it to the rewrite
const setCallAfterProperty = `fun mark(items: MutableList<Row>, at: Int) = items.apply {
    val row = first()
    set(at, row.copy(on = true))
}`;

// lambdas whose first parameter is named by a modifier word (nextcloud/android 21e27d625d: `{ infix -> … }`)
const keywordParameters = `fun names(prefixes: List<String>, infixes: List<String>): List<String> =
    prefixes.flatMap { prefix ->
        infixes.map { infix -> "$prefix$infix" + infix.length + "\${infix.trim()}" }
    }.distinct()

fun opened(xs: List<Door>) = xs.filter { open -> open.isOpen && "{ open -> }".isNotEmpty() }
fun sorted(xs: List<Int>) = xs.sortedWith { private, other -> private - other }`;

// modifier words used as names at the start of statements (wireapp/wire-android 96e37443fd: `external = …`)
const modifierWordNames = `class Members {
    private lateinit var external: User
    private var open = false

    fun load(repo: Repo) {
        external = repo.find("a")
        open(external)
        open = external.name.isNotEmpty()
        private(1)
        listOf(1).forEach { open = it > 0 }
    }

    private fun open(user: User) = user.name
    private fun private(n: Int) = n
    override fun toString() = "external open"
}`;

// annotated accessors without a body of delegated properties (wireapp/wire-android 1a626ede23)
const delegatedAccessors = `class Holder : ViewModel() {
    var state by mutableStateOf(State())
        @VisibleForTesting set
    var other: Int by mutableIntStateOf(0)
        @VisibleForTesting
        private set

    suspend fun observe() = Unit
}`;

// a class body closed on the line of its one member, under a constructor broken across lines
// (RevenueCat/purchases-android ComponentOverride.kt at aed69d2a34)
const bodyClosedOnMemberLine = `sealed interface Condition {
    val isRule: Boolean get() = false

    data class IntroOfferRule(
        val operator: Operator,
        val value: Boolean,
    ) : Condition { override val isRule: Boolean get() = true }

    class Variable {
        val isRule: Boolean get() = true }
}`;

// a second accessor annotated on its own line, or given a visibility (PurchasesOrchestrator.kt, Purchases.kt there)
const inlineAccessorAnnotations = `class Orchestrator(private val config: Config) {
    var finishTransactions: Boolean
        @Synchronized get() = config.finishTransactions

        @Synchronized set(value) {
            config.finishTransactions = value
        }

    companion object {
        var shared: Orchestrator
            get() =
                backing
                    ?: throw IllegalStateException("not configured")

            @VisibleForTesting(otherwise = VisibleForTesting.NONE)
            internal set(value) {
                backing = value
            }
    }
}`;

// a primary constructor after annotation lines whose arguments are long and hold parentheses in strings
// (GoogleStoreProduct.kt there)
const longConstructorAnnotations = `class StoreProduct
@JvmOverloads
@Deprecated(
    "Replaced with the constructor that takes a presentation context, the one to use from now on in every caller",
    ReplaceWith(
        "StoreProduct(productId, basePlanId, type, price, name, title, description, " +
            "period, subscriptionOptions, defaultOption, productDetails, " +
            "PresentationContext(presentedOfferingIdentifier))",
    ),
)
constructor(
    val productId: String,
) {
    fun id() = productId
}`;

describe('grammar gaps found on real projects', () => {
  let repo: TempRepo & { base: string };
  beforeAll(async () => {
    repo = await tempRepo({ [testFile]: saveTest('') });
  });
  afterAll(async () => {
    await repo?.remove();
  });

  for (const [name, code] of [
    ['a context clause after an annotation or suspend in a function type', contextSlots],
    ['an annotated data object without a body', dataObjects],
    ['statements separated by a semicolon on one line', semicolons],
    ['a negated type test', negatedTypeTest],
    ['an annotated getter with a return type', annotatedGetter],
    ['an annotated class with a primary constructor keyword', injectedClass],
    ['guards in when entries', whenGuards],
    ['multi-dollar strings', multiDollar],
    ['explicit backing fields', backingField],
    ['annotated top-level consts and enums, and an injected constructor on its own line', annotatedTopLevel],
    ['body-less annotation classes one after another', qualifiers],
    ['expression-bodied previews after another declaration', expressionPreviews],
    ['annotated getters of properties without a type', untypedGetters],
    ['a primary constructor keyword after annotation lines', annotatedConstructorLines],
    ['an enum with lambda defaults and a companion object', enumWithLambdaDefaults],
    ['class bodies opened and closed on one line', oneLineBodies],
    ['a trailing comma in type arguments and an index', typeArgumentCommas],
    ["a trailing comma after a catch's parameter", catchParameterComma],
    ['private annotation classes after annotations', privateAnnotationClass],
    ['an annotated function type in parentheses', parenthesizedSlot],
    ['an annotated function type taking a function type', callbackSlot],
    ['a suspending lambda made with suspend { }', suspendLambda],
    ['a call of get with type arguments after a property', genericGetAfterProperty],
    ['an if whose body is a loop of assignments', ifLoopAssignments],
    ['calls of set and get with arguments after a property', accessorCallsAfterProperty],
    ["comments between accessors' annotations and get or set", commentedAccessors],
    ['suspend as a variable name', suspendAsName],
    ['a call of set alone after a property', setCallAfterProperty],
    ['lambda parameters named by modifier words', keywordParameters],
    ['modifier words used as names at the start of statements', modifierWordNames],
    ['when entries whose body is a loop with its body on the next line', whenEntryLoops],
    ['annotated accessors of delegated properties', delegatedAccessors],
    ['a class body closed on the line of its member', bodyClosedOnMemberLine],
    ['annotations and a visibility on the line of a second accessor', inlineAccessorAnnotations],
    ['a primary constructor after long annotation arguments', longConstructorAnnotations],
  ] as const) {
    it(`reads ${name}: an honest edit is allowed, a check dropped beside it refused`, async () => {
      expect(unreadSpans(await parseKotlin(saveTest(code)))).toEqual([]);
      const honest = await guardOnTop(repo, { [testFile]: saveTest(code) });
      expect(honest.refusals).toEqual([]);
      expect(honest.allowed).toBe(true);
      const weakened = await guardOnTop(repo, { [testFile]: saveTest(code, '') });
      expect(weakened.allowed).toBe(false);
      expect(weakened.refusals.map((r) => r.rule)).not.toContain('unreadable');
    });
  }

  it("reads a delegating class's body as its body, not as a lambda passed to the delegate, at the file's end too", async () => {
    const root = await parseKotlin(`package x\n\n${delegatedWithBody}\n`);
    expect(unreadSpans(root)).toEqual([]);
    const indices = root.children.find(
      (c) => c.type === 'class_declaration' && c.children.some((n) => n.type === 'identifier' && text(n) === 'Indices'),
    );
    expect(indices?.children.map((c) => c.type)).toContain('class_body');
    const lazyOne = root.children.find((c) => c.type === 'property_declaration' && text(c).includes('lazyOne'));
    expect(lazyOne?.children.map((c) => c.type)).toContain('property_delegate');
    const service = await parseKotlin(`package x\n\n${scopeService}\n`);
    expect(unreadSpans(service)).toEqual([]);
    expect(service.children.find((c) => c.type === 'class_declaration')?.children.map((c) => c.type)).toContain(
      'class_body',
    );
  });

  it('reads a delegation before the body of the last class of a file whose header is longer than 300 characters', async () => {
    // the grammar recovers when another declaration follows, so the class is the file's last, as in the commits
    const file = (constants: string, body = check) => `${saveTest('', body)}\n${longDelegatingHeader(constants)}\n`;
    const one = '        private const val ID_KEYBOARD_HIDDEN = 747';
    const two = `${one}\n        const val CHANNEL_TOGGLE_KEY_MAPS = "channel_toggle_remaps"`;
    expect(unreadSpans(await parseKotlin(file(two)))).toEqual([]);
    const before = { [testFile]: file(one) };
    const honest = await guardOnTop(repo, { [testFile]: file(two) }, { before });
    expect(honest.refusals).toEqual([]);
    expect(honest.allowed).toBe(true);
    const weakened = await guardOnTop(repo, { [testFile]: file(two, '') }, { before });
    expect(weakened.allowed).toBe(false);
    expect(weakened.refusals.map((r) => r.rule)).toEqual(['assertion-removed']);
  });

  it("still reads a property's setter and getter written on the lines after it as its accessors", async () => {
    const root = await parseKotlin(`package x

class Counter {
    var count: Int = 0
        set(value) {
            check(value >= 0)
            field = value
        }
    val double: Int
        get() = count * 2
    var label: String = ""
        set(v) = super.set(v)
}
`);
    expect(unreadSpans(root)).toEqual([]);
    const types = [...descendantsOf(root)].map((n) => n.type);
    expect(types.filter((t) => t === 'setter')).toHaveLength(2);
    expect(types.filter((t) => t === 'getter')).toHaveLength(1);
  });

  it('reads a top-level declaration after an object literal with a one-line body (the grammar skipped it)', async () => {
    const root = await parseKotlin(
      'package x\n\nval p = object : P { fun x() {} }\nval q = listOf(object : P { override fun n() = 1 })\n',
    );
    expect(unreadSpans(root)).toEqual([]);
    expect(root.children.filter((c) => c.type === 'property_declaration').map((c) => text(c).slice(0, 5))).toEqual([
      'val p',
      'val q',
    ]);
  });

  it('still reads a check dropped inside the lambda with a `;` as a dropped check', async () => {
    const body = (c: string) => `fun fill(xs: List<Int>) {\n    xs.forEach { seen.add(it); ${c} }\n}`;
    const before = { [testFile]: saveTest(body('assertTrue(seen.isNotEmpty())')) };
    const honest = await guardOnTop(
      repo,
      { [testFile]: saveTest(body('assertTrue(seen.isNotEmpty())').replace('seen.add(it)', 'seen += it')) },
      { before },
    );
    expect(honest.refusals.map((r) => r.rule)).not.toContain('unreadable');
    const weakened = await guardOnTop(repo, { [testFile]: saveTest(body('')) }, { before });
    expect(weakened.allowed).toBe(false);
    expect(weakened.refusals.map((r) => r.rule)).not.toContain('unreadable');
  });

  it('still refuses a check inside a guarded when entry that is dropped', async () => {
    const body = (c: string) =>
      `fun check(state: Any) {\n    when (state) {\n        is Loaded if state.ready -> ${c}\n        else -> fail()\n    }\n}`;
    const before = { [testFile]: saveTest(body('assertEquals(2, state.items.size)')) };
    const weakened = await guardOnTop(repo, { [testFile]: saveTest(body('Unit')) }, { before });
    expect(weakened.refusals.map((r) => r.rule)).not.toContain('unreadable');
    expect(weakened.allowed).toBe(false);
  });

  it('reads a JUnit 5 class with two annotations and nested inner test classes: a dropped check in one is refused', async () => {
    const file = 'app/src/test/java/x/AssistTest.kt';
    const junit5 = (check: string) => `package x

@OptIn(ExperimentalCoroutinesApi::class)
@ExtendWith(MainDispatcherExtension::class)
class AssistTest {
    private fun createViewModel(): AssistViewModel {
        return AssistViewModel(
            manager = manager,
        )
    }

    @Nested
    inner class Refresh {
        @Test
        fun \`refresh updates the state\`() = runTest {
            val vm = createViewModel()
            vm.refresh()
            ${check}
        }
    }
}
`;
    const kept = 'assertTrue(vm.uiState.value.isDefault)';
    expect(unreadSpans(await parseKotlin(junit5(kept)))).toEqual([]);
    const before = { [file]: junit5(kept) };
    const honest = await guardOnTop(
      repo,
      { [file]: junit5(`${kept}\n            assertFalse(vm.uiState.value.busy)`) },
      { before },
    );
    expect(honest.refusals).toEqual([]);
    const weakened = await guardOnTop(repo, { [file]: junit5('') }, { before });
    expect(weakened.refusals.map((r) => r.rule)).toEqual(['assertion-removed']);
  });

  it('reads a check on a lambda parameter named by a modifier word: dropping it is a removed assertion', async () => {
    const body = 'doors.forEach { open -> assertTrue(open.isLocked) }';
    const code = 'fun lock(doors: List<Door>) = doors.forEach { it.lock() }';
    const kept = await guardOnTop(
      repo,
      { [testFile]: saveTest(code, body) },
      { before: { [testFile]: saveTest('', body) } },
    );
    expect(kept.refusals).toEqual([]);
    const dropped = await guardOnTop(
      repo,
      { [testFile]: saveTest('', 'doors.forEach { open -> open.lock() }') },
      {
        before: { [testFile]: saveTest('', body) },
      },
    );
    expect(dropped.refusals.map((r) => r.rule)).toEqual(['assertion-removed']);
  });

  it('reads a modifier word used as a name as one name: a check through it is followed to its value', async () => {
    const body = (value: string) => `val open = ${value}\n        open += 0\n        assertEquals(1, open)`;
    const before = { [testFile]: saveTest(modifierWordNames, body('repo.count()')) };
    expect(unreadSpans(await parseKotlin(saveTest(modifierWordNames, body('repo.count()'))))).toEqual([]);
    const honest = await guardOnTop(
      repo,
      { [testFile]: saveTest(modifierWordNames, body('repo.count( )')) },
      { before },
    );
    expect(honest.refusals).toEqual([]);
    const gamed = await guardOnTop(repo, { [testFile]: saveTest(modifierWordNames, body('1')) }, { before });
    expect(gamed.refusals.map((r) => r.rule)).toContain('assertion-weakened');
    expect(gamed.refusals.map((r) => r.rule)).not.toContain('unreadable');
  });

  it('still refuses a negated type test in a check turned into its opposite', async () => {
    const before = { [testFile]: saveTest('', 'assertTrue(repo.state() !is Loaded)') };
    const weakened = await guardOnTop(
      repo,
      { [testFile]: saveTest('', 'assertTrue(repo.state() is Loaded)') },
      { before },
    );
    expect(weakened.refusals.map((r) => r.rule)).not.toContain('unreadable');
    expect(weakened.allowed).toBe(false);
  });
});
