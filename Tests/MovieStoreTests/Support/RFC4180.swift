/// A small RFC 4180 reader written for the tests, independent of the CSV library the app writes
/// with, so an export is checked by re-reading it another way: fields separated by commas, quoted
/// fields may hold commas, doubled quotes and line breaks, records end with LF or CRLF.
enum RFC4180 {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func records(_ text: String) throws -> [[String]] {
        var records: [[String]] = []
        var record: [String] = []
        var field = ""
        var quoted = false
        var characters = Array(text)[...]
        while let character = characters.popFirst() {
            if quoted {
                if character == "\"" {
                    if characters.first == "\"" {
                        field.append("\"")
                        characters.removeFirst()
                    } else {
                        quoted = false
                    }
                } else {
                    field.append(character)
                }
                continue
            }
            switch character {
            case "\"":
                guard field.isEmpty else { throw Failure(description: "a quote inside an unquoted field: \(field)") }
                quoted = true
            case ",":
                record.append(field)
                field = ""
            case "\n", "\r\n":
                record.append(field)
                records.append(record)
                (record, field) = ([], "")
            default:
                field.append(character)
            }
        }
        guard !quoted else { throw Failure(description: "the text ends inside a quoted field") }
        if !field.isEmpty || !record.isEmpty {
            record.append(field)
            records.append(record)
        }
        return records
    }
}
