// The cache needs a JDK 25, which CI's fresh machines may not have (.ci/run installs a JDK 17):
// skip there, loudly, rather than fail or pass without having run.
def jdk = new File('/usr/lib/jvm/temurin-25-jdk-amd64/bin/java')
if (!jdk.canExecute()) {
    println "WARNING: aot-cache SKIPPED: no JDK 25 at ${jdk.parentFile.parentFile}; install Temurin 25 there to run it"
    return false
}
return true
