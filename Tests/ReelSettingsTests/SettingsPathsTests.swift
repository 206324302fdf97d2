import Testing

@testable import ReelSettings

@Suite struct SettingsPathsTests {
    @Test func followsTheXDGVariables() {
        let paths = SettingsPaths(environment: [
            "HOME": "/home/u", "XDG_CONFIG_HOME": "/cfg", "XDG_STATE_HOME": "/st",
        ])
        #expect(paths.configFile == "/cfg/reel/config.toml")
        #expect(paths.stateFile == "/st/reel/state.json")
        #expect(
            SettingsPaths(environment: ["HOME": "/home/u", "XDG_DATA_HOME": "/data"]).databaseFile
                == "/data/reel/reel.sqlite")
        #expect(
            SettingsPaths(environment: ["HOME": "/home/u", "XDG_DATA_HOME": "/data"]).libraryFile
                == "/data/reel/library.sqlite")
    }

    @Test func fallsBackToHomeForUnsetOrRelativeVariables() {
        let paths = SettingsPaths(environment: ["HOME": "/home/u", "XDG_CONFIG_HOME": "relative", "XDG_STATE_HOME": ""])
        #expect(paths.configFile == "/home/u/.config/reel/config.toml")
        #expect(paths.stateFile == "/home/u/.local/state/reel/state.json")
        #expect(paths.databaseFile == "/home/u/.local/share/reel/reel.sqlite")
        #expect(paths.exportsDirectory == "/home/u/.local/share/reel/exports")
        #expect(paths.libraryFile == "/home/u/.local/share/reel/library.sqlite")
    }
}
