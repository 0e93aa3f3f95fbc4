// A stand-in of the Gradle and AGP API the init script touches: the script is evaluated with allprojects/rootProject bound,
// then AGP's onVariants callbacks and the task's doLast run as Gradle would run them.
import org.gradle.api.Action
import org.gradle.api.provider.Provider
class P implements Provider { def v; P(v){this.v=v}; Object getOrNull(){v} }
def actions = []
def tasks = [:]
def components = new Expando()
components.selector = { -> def s = new Expando(); s.all = { -> 'ALL' }; s }
components.onVariants = { sel, Action a -> actions << a }
def root = new Expando(path: ':', projectDir: new File('/p'))
root.relativePath = { File f -> f.path == '/p' ? '' : f.path.substring(3) }
def project = { path, dir, applied ->
  def p = new Expando(path: path, projectDir: new File('/p/' + dir), rootProject: root)
  p.pluginManager = new Expando(); p.pluginManager.withPlugin = { id, cl -> if (id == applied) cl.call() }
  p.plugins = new Expando(); p.plugins.getPlugin = { id -> new Object() }
  p.extensions = new Expando(); p.extensions.getByName = { n -> components }
  p
}
def app = project(':app', 'app', 'com.android.application')
def lib = project(':core:ui', 'core/ui', 'com.android.library')
root.pluginManager = new Expando(); root.pluginManager.withPlugin = { id, cl -> }
root.tasks = new Expando(); root.tasks.register = { name, Action a -> tasks[name] = a }
def binding = new Binding()
binding.setVariable('allprojects', { cl -> [root, app, lib].each { cl.call(it) } })
binding.setVariable('rootProject', { cl -> cl.call(root) })
new GroovyShell(this.class.classLoader, binding).evaluate(new File(args[0]))
// configuration ends: AGP calls the onVariants callbacks, per module, in order
def variant = { name, bt, flavors, appId, test -> new Expando(name: name, buildType: bt, productFlavors: flavors.collect { new Expando(first: it[0], second: it[1]) },
  applicationId: new P(appId), namespace: new P('com.example'), minSdk: new Expando(apiLevel: 23), androidTest: test) }
def testOf = { id -> new Expando(applicationId: new P(id), instrumentationRunner: new P('x.Runner'), instrumentationRunnerArguments: new P([clearPackageData: 'true'])) }
actions[0].execute(variant('demoDebug', 'debug', [['contentType', 'demo']], 'com.example.debug', testOf('com.example.debug.test')))
actions[0].execute(variant('demoRelease', 'release', [['contentType', 'demo']], 'com.example', null))
actions[1].execute(variant('debug', 'debug', [], null, testOf(null)))
// the task runs
def task = new Expando(); def last = []; task.doLast = { cl -> last << cl }
tasks['droidhealModel'].execute(task)
last.each { it.call() }
