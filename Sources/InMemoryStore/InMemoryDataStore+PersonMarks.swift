import Data
import Domain

// Everyone's own state as an export writes it and an import reads it, written plainly: the
// reference the SQL stores' `marks(of:)` and `storeMarks` are held to.
extension InMemoryDataStore {
    /// Everyone's own state of a thread: who starred and who muted it, who read each message.
    func marks(of threadID: Int64) -> PersonMarks {
        let thread = threads.first { $0.id == threadID }, list = messages[threadID] ?? []
        let states = people.indices.map { $0 == 0 ? nil : personal[Int64($0 + 1)] ?? PersonalState() }
        let who = { [people] (holds: (PersonalState?) -> Bool) in zip(people, states).filter { holds($0.1) }.map(\.0.name) }
        return PersonMarks(
            starredBy: who { $0.map { $0.starred.contains(threadID) } ?? (thread?.starred ?? false) },
            mutedBy: who { $0.map { $0.muted.contains(threadID) } ?? (thread?.muted ?? false) },
            readBy: Dictionary(uniqueKeysWithValues: list.map { message in
                (MessageID(rawValue: message.id), who { $0.map { !$0.unread.contains(message.id) } ?? message.read })
            }))
    }

    /// Sets everyone's own state of the threads an import just stored, as each line's marks give
    /// it: the importing person and then the persons the lines name (`named`) join the inbox first.
    func storeMarks(_ marked: [Int64: ImportedMarks], named: [Person], importer viewer: Viewer?) {
        if let viewer {
            for person in [viewer.person] + named { _ = registeredSeat(Viewer(person, firstPerson: viewer.firstPerson)) }
        }
        let importer = seat(viewer), firstKey = people.first?.key ?? viewer?.firstPerson.key ?? ""
        for (threadID, marks) in marked {
            guard let index = threads.firstIndex(where: { $0.id == threadID }), let list = messages[threadID], list.count == marks.messageCount
            else { continue }
            let ids = list.map(\.id)
            let first = marks.state(of: firstKey, importing: importer == .first, messageIDs: ids)
            let firstRead = Set(first.read)
            for position in list.indices { messages[threadID]?[position].read = firstRead.contains(list[position].id) }
            (threads[index].starred, threads[index].muted) = (first.starred, first.muted)
            for (position, person) in people.enumerated().dropFirst() {
                let id = Int64(position + 1)
                let state = marks.state(of: person.key, importing: importer == .other(id), messageIDs: ids)
                var own = personal[id] ?? PersonalState()
                own.unread.subtract(ids)
                own.unread.formUnion(Set(ids).subtracting(state.read))
                if state.starred { own.starred.insert(threadID) } else { own.starred.remove(threadID) }
                if state.muted { own.muted.insert(threadID) } else { own.muted.remove(threadID) }
                personal[id] = own
            }
        }
    }
}
