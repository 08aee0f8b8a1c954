import Data
import Domain
import Foundation
import Testing
import TestSupport

/// Where the file is made and with which permissions.
@Suite("SQLite store file")
struct StoreFileTests {
    private func mode(_ path: String) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
    }

    @Test func aNewDatabaseIsPrivateToItsOwner() throws {
        let path = TemporaryFolder().file("private.sqlite")
        _ = try SQLiteDataStore(path: path)
        #expect(try mode(path) == 0o600)
    }

    @Test func theDefaultLocationsFoldersAreCreatedPrivate() throws {
        let root = TemporaryFolder()
        let path = root.file("xdg/threads/threads.sqlite")
        _ = try SQLiteDataStore(path: path, createFolders: true)
        #expect(try mode(root.file("xdg/threads")) == 0o700)
        #expect(try mode(path) == 0o600)
    }

    @Test func aMissingFolderIsAnErrorWhenNotTheDefault() throws {
        let path = TemporaryFolder().file("missing/threads.sqlite")
        #expect {
            _ = try SQLiteDataStore(path: path)
        } throws: { error in
            error as? ThreadsError == .store(.missingFolder(path: path, folder: (path as NSString).deletingLastPathComponent))
        }
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func aDirectoryIsNotADatabase() throws {
        let folder = TemporaryFolder()
        #expect {
            _ = try SQLiteDataStore(path: folder.path)
        } throws: { error in
            guard case .store(let problem) = error as? ThreadsError else { return false }
            return [.cannotOpen(path: folder.path), .notADatabase(path: folder.path)].contains(problem)
        }
    }
}

@Suite("SQLite store file: empty files")
struct EmptyStoreFileTests {
    @Test func anEmptyFileThatWasAlreadyThereIsRefusedUntouched() throws {
        let path = TemporaryFolder().file("empty.sqlite")
        FileManager.default.createFile(atPath: path, contents: Data())
        #expect {
            _ = try SQLiteDataStore(path: path)
        } throws: { error in
            error as? ThreadsError == .store(.emptyFile(path: path))
        }
        #expect(FileManager.default.contents(atPath: path) == Data())
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    }
}
