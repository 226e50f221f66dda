// The Kubernetes runner, which the plugin loads only for this goal, built the image and wrote the
// Job's manifests; the unknown simulation failed naming the one that exists.
def log = new File(basedir, 'build.log').text
assert !log.contains('NoClassDefFoundError') && !log.contains('ClassNotFoundException')
def image = new File(basedir, 'target/image.tar')
assert log.contains('Building the image of the simulation with Jib on scratch')
assert image.length() > 0 : 'no image tar'
assert new String(image.bytes, 'ISO-8859-1').contains('manifest.json')
def runs = new File(basedir, 'target/loadtest').listFiles().findAll { it.isDirectory() }
assert runs.size() == 1 : "one run folder expected, found ${runs*.name}"
def job = new File(runs[0], 'job.yaml').text
assert job.contains('completions: 3')
assert job.contains('namespace: "load"')
assert job.contains('registry.example.com/it/smoke:1')
assert job.contains('it.Smoke')
def secret = (new File(runs[0], 'settings-secret.yaml').text =~ /settings.properties: "([^"]+)"/)
assert secret.find() : 'no settings in the Secret'
assert new String(secret.group(1).decodeBase64(), 'ISO-8859-1').contains('loadtest.baseUrl=http\\://127.0.0.1\\:9')
assert log.contains('manifests written to')
assert log.contains('no simulation named Nope; found: it.Smoke')
assert log.contains('BUILD FAILURE')
return true
