import Resources

/// A command's answer when the server ends its session midway: the password it was started with, held
/// in memory for the command's life only. A rejected password is not tried twice.
struct CommandReauthentication: ReauthenticationPrompt {
    let password: String

    func password(for username: String, problem: String?) async -> String? {
        problem == nil ? password : nil
    }
}
