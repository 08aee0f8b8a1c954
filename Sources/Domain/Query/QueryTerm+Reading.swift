extension QueryTerm {
    /// The term `name:value` means, or the problem with it in the parser's words. `typed` is the
    /// token as written, quotes and all, which a bad state or date is reported as.
    static func reading(name: String, value: String, typed: String) -> Result<QueryTerm, QueryTermProblem> {
        switch name {
        case "is":
            guard let state = ThreadState(rawValue: value) else { return .failure(QueryTermProblem("unknown state '\(typed)'")) }
            return .success(.state(state))
        case "with", "from", "assignee", "read-by":
            // A name of spaces alone names nobody and is surely a slip, so it reads as empty.
            guard !value.unicodeScalars.allSatisfy(QuerySyntax.isWhitespace) else {
                return .failure(QueryTermProblem("empty name after '\(name):'"))
            }
            switch name {
            case "with": return .success(.with(value))
            case "from": return .success(.from(value))
            case "assignee": return .success(.assignee(value))
            default: return .success(.readBy(value))
            }
        case "title":
            guard !value.isEmpty else { return .failure(QueryTermProblem("empty text after 'title:'")) }
            return .success(.title(value))
        case "tag":
            guard !value.isEmpty else { return .failure(QueryTermProblem("empty tag after 'tag:'")) }
            let name = value.hasSuffix("/*") ? String(value.dropLast(2)) : value
            guard TagName.isValid(name) else { return .failure(QueryTermProblem("bad tag '\(typed)'")) }
            return .success(.tag(value))
        case "after", "before":
            guard !value.isEmpty else { return .failure(QueryTermProblem("empty date after '\(name):'")) }
            guard let date = QueryDate.parse(value) else { return .failure(QueryTermProblem("bad date '\(typed)'")) }
            return .success(name == "after" ? .after(date) : .before(date))
        default:
            return .failure(QueryTermProblem("unknown term '\(name):'"))
        }
    }
}

/// Why a `name:value` token is no term; the parser adds where it is.
struct QueryTermProblem: Error, Equatable {
    let problem: String
    init(_ problem: String) { self.problem = problem }
}
