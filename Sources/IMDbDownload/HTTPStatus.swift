/// The reason phrases of the statuses a download may meet.
enum HTTPStatus {
    static func text(_ status: Int) -> String {
        switch status {
        case 400: "bad request"
        case 401: "unauthorized"
        case 403: "forbidden"
        case 404: "not found"
        case 405: "method not allowed"
        case 408: "request timeout"
        case 410: "gone"
        case 416: "range not satisfiable"
        case 429: "too many requests"
        case 500: "internal server error"
        case 502: "bad gateway"
        case 503: "service unavailable"
        case 504: "gateway timeout"
        case 300..<400: "redirection"
        case 400..<500: "client error"
        case 500..<600: "server error"
        default: "unexpected status"
        }
    }
}
