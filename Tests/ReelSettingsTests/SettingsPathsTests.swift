import Testing

@testable import ReelSettings

@Suite struct SettingsPathsTests {
    @Test func followsTheXDGVariables() {
        let paths = SettingsPaths(environment: [
            "HOME": "/home/u", "XDG_CONFIG_HOME": "/cfg", "XDG_STATE_HOME": "/st",
        ])
        #expect(paths.configFile == "/cfg/reel/config.toml")
        #expect(paths.stateFile == "/st/reel/state.json")
    }

    @Test func fallsBackToHomeForUnsetOrRelativeVariables() {
        let paths = SettingsPaths(environment: ["HOME": "/home/u", "XDG_CONFIG_HOME": "relative", "XDG_STATE_HOME": ""])
        #expect(paths.configFile == "/home/u/.config/reel/config.toml")
        #expect(paths.stateFile == "/home/u/.local/state/reel/state.json")
    }
}
