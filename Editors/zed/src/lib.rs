// Starts `scaffold lsp` for Swift buffers: the binary on the worktree's PATH.
use zed_extension_api::{self as zed, LanguageServerId, Result};

struct Scaffold;

impl zed::Extension for Scaffold {
    fn new() -> Self {
        Scaffold
    }

    fn language_server_command(&mut self, _id: &LanguageServerId, worktree: &zed::Worktree) -> Result<zed::Command> {
        let path = worktree
            .which("scaffold")
            .ok_or_else(|| "scaffold is not on PATH: see the Install section of its README".to_string())?;
        Ok(zed::Command { command: path, args: vec!["lsp".to_string()], env: Vec::new() })
    }
}

zed::register_extension!(Scaffold);
