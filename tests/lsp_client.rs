//! A small client of the Language Server Protocol for the tests: it starts
//! the real `robots lsp`, frames JSON messages on its standard input and
//! reads them back from its standard output, each wait bounded in time.

use serde_json::{Value, json};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::time::{Duration, Instant};

/// How long any answer may take before the test fails (never a hang).
const PATIENCE: Duration = Duration::from_secs(60);

pub struct Client {
    child: Child,
    stdin: ChildStdin,
    messages: Receiver<Value>,
    /// Notifications read while waiting for something else.
    pending: Vec<Value>,
    next_id: i64,
}

/// Reads one framed message: headers, a blank line, then the body.
fn read_message(reader: &mut impl BufRead) -> Option<Value> {
    let mut length = None;
    loop {
        let mut header = String::new();
        if reader.read_line(&mut header).ok()? == 0 {
            return None;
        }
        let header = header.trim_end();
        if header.is_empty() {
            break;
        }
        if let Some(n) = header.strip_prefix("Content-Length: ") {
            length = n.parse::<usize>().ok();
        }
    }
    let mut body = vec![0; length?];
    reader.read_exact(&mut body).ok()?;
    serde_json::from_slice(&body).ok()
}

impl Client {
    /// Starts `robots lsp` and initializes it.
    pub fn start() -> Client {
        let mut child = Command::new(env!("CARGO_BIN_EXE_robots"))
            .arg("lsp")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("robots lsp starts");
        let stdin = child.stdin.take().unwrap();
        let mut stdout = BufReader::new(child.stdout.take().unwrap());
        let (send, messages) = channel();
        std::thread::spawn(move || {
            while let Some(message) = read_message(&mut stdout) {
                if send.send(message).is_err() {
                    break;
                }
            }
        });
        let mut client = Client {
            child,
            stdin,
            messages,
            pending: Vec::new(),
            next_id: 0,
        };
        let init = client.request("initialize", json!({"capabilities": {}}));
        assert!(
            init["capabilities"]["hoverProvider"]
                .as_bool()
                .unwrap_or(false),
            "{init}"
        );
        client.notify("initialized", json!({}));
        client
    }

    pub fn send(&mut self, message: &Value) {
        let body = message.to_string();
        write!(self.stdin, "Content-Length: {}\r\n\r\n{body}", body.len()).unwrap();
        self.stdin.flush().unwrap();
    }

    pub fn notify(&mut self, method: &str, params: Value) {
        self.send(&json!({"jsonrpc": "2.0", "method": method, "params": params}));
    }

    fn next(&mut self, deadline: Instant) -> Value {
        let left = deadline.saturating_duration_since(Instant::now());
        self.messages
            .recv_timeout(left)
            .expect("the server answers in time")
    }

    /// Sends a request and waits for its result (an error fails the test).
    pub fn request(&mut self, method: &str, params: Value) -> Value {
        self.next_id += 1;
        let id = self.next_id;
        let request = json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params});
        self.send(&request);
        let deadline = Instant::now() + PATIENCE;
        loop {
            let message = self.next(deadline);
            if message["id"] == json!(id) && message.get("method").is_none() {
                assert!(message.get("error").is_none(), "{method}: {message}");
                return message["result"].clone();
            }
            self.pending.push(message);
        }
    }

    /// Waits for the diagnostics of `uri` at `version`; older ones are
    /// passed over.
    pub fn diagnostics(&mut self, uri: &str, version: i64) -> Vec<Value> {
        let deadline = Instant::now() + PATIENCE;
        let matches = |m: &Value| {
            m["method"] == "textDocument/publishDiagnostics"
                && m["params"]["uri"] == uri
                && m["params"]["version"] == json!(version)
        };
        if let Some(i) = self.pending.iter().position(matches) {
            let found = self.pending.remove(i);
            return found["params"]["diagnostics"].as_array().unwrap().clone();
        }
        loop {
            let message = self.next(deadline);
            if matches(&message) {
                return message["params"]["diagnostics"].as_array().unwrap().clone();
            }
            self.pending.push(message);
        }
    }

    /// Opens a document.
    pub fn open(&mut self, uri: &str, text: &str) {
        let doc = json!({"uri": uri, "languageId": "rules", "version": 1, "text": text});
        self.notify("textDocument/didOpen", json!({"textDocument": doc}));
    }

    /// Replaces a document's text.
    pub fn change(&mut self, uri: &str, version: i64, text: &str) {
        let doc = json!({"uri": uri, "version": version});
        let changes = json!([{"text": text}]);
        self.notify(
            "textDocument/didChange",
            json!({"textDocument": doc, "contentChanges": changes}),
        );
    }

    /// Ends the session as an editor does: `shutdown`, then `exit`; the
    /// server must then end with success.
    pub fn stop(mut self) {
        self.request("shutdown", Value::Null);
        self.notify("exit", Value::Null);
        let deadline = Instant::now() + PATIENCE;
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                assert!(status.success(), "{status}");
                return;
            }
            assert!(Instant::now() < deadline, "the server did not exit");
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

impl Drop for Client {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
