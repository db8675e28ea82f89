//! `robots lsp` given texts that are no rules file at all (empty, control
//! characters, unclosed quotes, characters beyond ASCII, a thousand
//! headers, one huge line): it answers every request and stays up.

use crate::lsp::{URI, position};
use crate::lsp_client::Client;
use serde_json::json;

#[test]
fn texts_that_are_no_rules_file_never_stop_the_server() {
    let mut client = Client::start();
    let texts = [
        String::new(),
        "\u{0}\u{1b}[31m\u{feff}\r\r\n\t\"".to_string(),
        "é😀 board ( : , # \" unterminated".repeat(50),
        "strategy:\n".repeat(300),
        "x".repeat(100_000),
    ];
    for (n, text) in texts.iter().enumerate() {
        let version = n as i64 + 1;
        if n == 0 {
            client.open(URI, text);
        } else {
            client.change(URI, version, text);
        }
        client.diagnostics(URI, version);
        for (line, character) in [(0, 0), (0, 3), (1, 2), (99, 99)] {
            for method in [
                "textDocument/hover",
                "textDocument/completion",
                "textDocument/definition",
            ] {
                client.request(method, position(line, character));
            }
        }
        client.request(
            "textDocument/formatting",
            json!({"textDocument": {"uri": URI}, "options": {"tabSize": 2, "insertSpaces": true}}),
        );
        client.request(
            "textDocument/semanticTokens/full",
            json!({"textDocument": {"uri": URI}}),
        );
        client.request(
            "textDocument/documentSymbol",
            json!({"textDocument": {"uri": URI}}),
        );
    }
    client.stop();
}
