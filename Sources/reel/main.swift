// reel: the command line and composition root. The browser and the catalog commands come with their issues.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let message = """
    reel: the movie browser is not built yet.
    What exists today is the DIContainer library (see README.md, `make test`).
    The catalog commands and the terminal browser are still to come.

    """
_ = message.withCString { write(2, $0, strlen($0)) }
exit(1)
