//! `robots lsp`: a language server for rules files over standard input
//! and output, for any editor that speaks the Language Server Protocol.
//!
//! It answers with the same parts the command line uses: diagnostics are
//! the findings of `robots check` ([`diagnose`], checked off the main loop
//! in [`checks`], a newer text superseding an older one), formatting is
//! `robots fmt`, and hover and completion come from the statement and
//! keyword tables the syntax errors and the reference use ([`hover`],
//! [`complete`], [`docs`]). Definitions, references and the outline are
//! the names a file declares ([`names`]); [`highlight`] colours words.
//! The transport and the protocol's types are the `lsp-server` and
//! `lsp-types` crates, as rust-analyzer uses them.

mod checks;
mod complete;
mod diagnose;
mod docs;
mod documents;
mod highlight;
mod hover;
mod names;
mod requests;
#[cfg(test)]
mod robust;
mod text;

use checks::Checks;
use documents::Documents;
use lsp_server::{Connection, Message};
use lsp_types::notification::{
    DidChangeTextDocument, DidCloseTextDocument, DidOpenTextDocument, Notification as _,
    PublishDiagnostics,
};
use lsp_types::{
    CompletionOptions, OneOf, PublishDiagnosticsParams, SemanticTokensFullOptions,
    SemanticTokensOptions, ServerCapabilities, TextDocumentSyncCapability, TextDocumentSyncKind,
    Uri,
};
use std::sync::Arc;

/// What the server can do, as it tells the editor.
fn capabilities() -> ServerCapabilities {
    ServerCapabilities {
        text_document_sync: Some(TextDocumentSyncCapability::Kind(TextDocumentSyncKind::FULL)),
        hover_provider: Some(true.into()),
        completion_provider: Some(CompletionOptions {
            trigger_characters: Some(vec![" ".to_string(), ":".to_string()]),
            ..CompletionOptions::default()
        }),
        definition_provider: Some(OneOf::Left(true)),
        references_provider: Some(OneOf::Left(true)),
        document_symbol_provider: Some(OneOf::Left(true)),
        document_formatting_provider: Some(OneOf::Left(true)),
        semantic_tokens_provider: Some(
            SemanticTokensOptions {
                legend: highlight::legend(),
                full: Some(SemanticTokensFullOptions::Bool(true)),
                range: None,
                ..SemanticTokensOptions::default()
            }
            .into(),
        ),
        ..ServerCapabilities::default()
    }
}

/// Serves one editor on standard input and output until it says `exit`
/// or closes the stream.
pub fn serve() -> Result<(), Box<dyn std::error::Error + Send + Sync>> {
    let (connection, io) = Connection::stdio();
    connection.initialize(serde_json::to_value(capabilities())?)?;
    let out = connection.sender.clone();
    let mut checks = Checks::start(move |message| out.send(message).is_ok());
    let mut documents = Documents::new();
    for message in &connection.receiver {
        match message {
            Message::Request(request) => {
                if connection.handle_shutdown(&request)? {
                    break;
                }
                let response = requests::answer(&documents, request);
                connection.sender.send(response.into())?;
            }
            Message::Notification(note) if note.method == "exit" => break,
            Message::Notification(note) => {
                if let Some(closed) = notified(&mut documents, &mut checks, note) {
                    let params = PublishDiagnosticsParams::new(closed, Vec::new(), None);
                    let method = PublishDiagnostics::METHOD.to_string();
                    let note = lsp_server::Notification::new(method, params);
                    connection.sender.send(note.into())?;
                }
            }
            Message::Response(_) => {}
        }
    }
    drop(checks);
    drop(connection);
    io.join()?;
    Ok(())
}

/// Keeps the open files' texts up to date and has each new text checked;
/// a closed file's address is returned, to clear its diagnostics.
fn notified(
    documents: &mut Documents,
    checks: &mut Checks,
    note: lsp_server::Notification,
) -> Option<Uri> {
    match note.method.as_str() {
        DidOpenTextDocument::METHOD => {
            let params = note
                .extract::<lsp_types::DidOpenTextDocumentParams>(DidOpenTextDocument::METHOD)
                .ok()?;
            let doc = params.text_document;
            let text: Arc<str> = doc.text.into();
            documents.insert(
                doc.uri.as_str().to_string(),
                (doc.uri.clone(), text.clone()),
            );
            checks.check(doc.uri, Some(doc.version), text);
        }
        DidChangeTextDocument::METHOD => {
            let params = note
                .extract::<lsp_types::DidChangeTextDocumentParams>(DidChangeTextDocument::METHOD)
                .ok()?;
            // The whole text comes with each change (full synchronisation).
            let text: Arc<str> = params.content_changes.into_iter().last()?.text.into();
            let uri = params.text_document.uri;
            documents.insert(uri.as_str().to_string(), (uri.clone(), text.clone()));
            checks.check(uri, Some(params.text_document.version), text);
        }
        DidCloseTextDocument::METHOD => {
            let params = note
                .extract::<lsp_types::DidCloseTextDocumentParams>(DidCloseTextDocument::METHOD)
                .ok()?;
            let uri = params.text_document.uri;
            documents.remove(uri.as_str());
            checks.forget(&uri);
            return Some(uri);
        }
        _ => {}
    }
    None
}
