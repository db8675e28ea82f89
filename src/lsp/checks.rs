//! Checking open files off the main loop: a check runs on its own thread,
//! and a change that arrives while it runs supersedes it (its result is
//! dropped, and only the newest text of each file is checked).

use super::diagnose::diagnostics;
use lsp_server::{Message, Notification};
use lsp_types::notification::{Notification as _, PublishDiagnostics};
use lsp_types::{PublishDiagnosticsParams, Uri};
use std::collections::HashMap;
use std::sync::mpsc::{Receiver, Sender, channel};
use std::sync::{Arc, Mutex};

/// One text of one file to check.
struct Job {
    uri: Uri,
    version: Option<i32>,
    text: Arc<str>,
    generation: u64,
}

/// The newest generation asked for, file by file.
type Newest = Arc<Mutex<HashMap<String, u64>>>;

/// The checking thread and what it was last asked.
pub(crate) struct Checks {
    jobs: Sender<Job>,
    newest: Newest,
    generation: u64,
}

impl Checks {
    /// Starts the thread; it publishes through `send`, until that fails.
    pub(crate) fn start(send: impl Fn(Message) -> bool + Send + 'static) -> Self {
        let (jobs, queue) = channel();
        let newest = Newest::default();
        let seen = newest.clone();
        std::thread::spawn(move || work(&queue, &seen, &send));
        Checks {
            jobs,
            newest,
            generation: 0,
        }
    }

    /// Asks for a file's text to be checked, superseding any check of an
    /// older text of it.
    pub(crate) fn check(&mut self, uri: Uri, version: Option<i32>, text: Arc<str>) {
        let generation = self.forget(&uri);
        let _ = self.jobs.send(Job {
            uri,
            version,
            text,
            generation,
        });
    }
}

impl Checks {
    /// Supersedes every check of a file asked so far (a closed file's);
    /// the new generation.
    pub(crate) fn forget(&mut self, uri: &Uri) -> u64 {
        self.generation += 1;
        if let Ok(mut newest) = self.newest.lock() {
            newest.insert(uri.as_str().to_string(), self.generation);
        }
        self.generation
    }
}

/// Whether `job` is still the newest text of its file.
fn current(newest: &Newest, uri: &Uri, generation: u64) -> bool {
    newest
        .lock()
        .map(|n| n.get(uri.as_str()) == Some(&generation))
        .unwrap_or(false)
}

fn work(queue: &Receiver<Job>, newest: &Newest, send: &dyn Fn(Message) -> bool) {
    while let Ok(job) = queue.recv() {
        // Only the newest of the texts waiting is worth checking.
        let mut pending = vec![job];
        pending.extend(queue.try_iter());
        for job in pending {
            if !current(newest, &job.uri, job.generation) {
                continue;
            }
            let found = diagnostics(&job.uri, &job.text);
            // A change that came during the check supersedes it.
            if !current(newest, &job.uri, job.generation) {
                continue;
            }
            let params = PublishDiagnosticsParams::new(job.uri, found, job.version);
            let note = Notification::new(PublishDiagnostics::METHOD.to_string(), params);
            if !send(note.into()) {
                return;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::str::FromStr;

    #[test]
    fn only_the_newest_text_of_a_file_is_checked_and_published() {
        let (jobs, queue) = channel();
        let newest = Newest::default();
        let uri = Uri::from_str("file:///a.rules").unwrap();
        let job = |generation: u64, text: &str| Job {
            uri: uri.clone(),
            version: Some(generation as i32),
            text: text.into(),
            generation,
        };
        // Two texts of one file wait when the thread looks: the first (one
        // mistake) is superseded by the second (the canonical game).
        newest.lock().unwrap().insert(uri.as_str().to_string(), 2);
        jobs.send(job(1, "distance manhatan\n")).unwrap();
        jobs.send(job(2, crate::rules::CANONICAL)).unwrap();
        drop(jobs);
        let published = Mutex::new(Vec::new());
        work(&queue, &newest, &|m| {
            published.lock().unwrap().push(m);
            true
        });
        let published = published.into_inner().unwrap();
        assert_eq!(published.len(), 1, "{published:?}");
        let Message::Notification(note) = &published[0] else {
            panic!("{published:?}")
        };
        assert_eq!(note.params["version"], 2);
        assert_eq!(note.params["diagnostics"], serde_json::json!([]));
    }
}
