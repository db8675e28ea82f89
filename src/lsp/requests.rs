//! The editor's questions about an open file, each answered from its
//! newest text: hover, completion, definition, references, outline,
//! formatting and semantic tokens.

use super::complete::complete;
use super::documents::Documents;
use super::highlight::tokens_of;
use super::hover::hover;
use super::names::{Entry, declared, outline, parse, uses};
use super::text::Lines;
use lsp_server::{ErrorCode, Request, Response};
use lsp_types::request::{
    Completion, DocumentSymbolRequest, Formatting, GotoDefinition, HoverRequest, References,
    Request as _, SemanticTokensFullRequest,
};
use lsp_types::{
    CompletionResponse, DocumentSymbol, DocumentSymbolResponse, GotoDefinitionResponse, Location,
    Position, SemanticTokens, SemanticTokensResult, SymbolKind, TextEdit, Uri,
};
use serde::de::DeserializeOwned;
use serde_json::{Value, json};

/// The answer to a request.
pub(crate) fn answer(documents: &Documents, request: Request) -> Response {
    let id = request.id.clone();
    match answer_of(documents, request) {
        Ok(value) => Response::new_ok(id, value),
        Err((code, message)) => Response::new_err(id, code as i32, message),
    }
}

type Answer = Result<Value, (ErrorCode, String)>;

fn params<P: DeserializeOwned>(request: Request) -> Result<P, (ErrorCode, String)> {
    let method = request.method.clone();
    request
        .extract::<P>(&method)
        .map(|(_, p)| p)
        .map_err(|e| (ErrorCode::InvalidParams, format!("{e:?}")))
}

/// The newest text of an open file.
fn text<'a>(documents: &'a Documents, uri: &Uri) -> Result<&'a str, (ErrorCode, String)> {
    documents
        .get(uri.as_str())
        .map(|(_, text)| &**text)
        .ok_or_else(|| {
            (
                ErrorCode::InvalidParams,
                format!("{} is not open", uri.as_str()),
            )
        })
}

fn answer_of(documents: &Documents, request: Request) -> Answer {
    match request.method.as_str() {
        HoverRequest::METHOD => {
            let p: lsp_types::HoverParams = params(request)?;
            let at = p.text_document_position_params;
            let text = text(documents, &at.text_document.uri)?;
            let offset = Lines::new(text).offset(at.position);
            Ok(json!(hover(text, offset)))
        }
        Completion::METHOD => {
            let p: lsp_types::CompletionParams = params(request)?;
            let at = p.text_document_position;
            let text = text(documents, &at.text_document.uri)?;
            let offset = Lines::new(text).offset(at.position);
            let items = complete(text, offset);
            Ok(json!(CompletionResponse::Array(items)))
        }
        GotoDefinition::METHOD => {
            let p: lsp_types::GotoDefinitionParams = params(request)?;
            let at = p.text_document_position_params;
            let uri = at.text_document.uri;
            let text = text(documents, &uri)?;
            let lines = Lines::new(text);
            let Some((_, word)) = lines.word_at(lines.offset(at.position)) else {
                return Ok(Value::Null);
            };
            let found = declared(&parse(text)).into_iter().find(|d| d.name == word);
            Ok(json!(found.map(|d| GotoDefinitionResponse::Scalar(
                Location::new(uri.clone(), lines.range(d.span))
            ))))
        }
        References::METHOD => {
            let p: lsp_types::ReferenceParams = params(request)?;
            let at = p.text_document_position;
            let uri = at.text_document.uri;
            let text = text(documents, &uri)?;
            let lines = Lines::new(text);
            let Some((_, word)) = lines.word_at(lines.offset(at.position)) else {
                return Ok(Value::Null);
            };
            let Some(decl) = declared(&parse(text)).into_iter().find(|d| d.name == word) else {
                return Ok(Value::Null);
            };
            let locations: Vec<Location> = uses(text, word)
                .into_iter()
                .filter(|s| p.context.include_declaration || *s != decl.span)
                .map(|s| Location::new(uri.clone(), lines.range(s)))
                .collect();
            Ok(json!(locations))
        }
        DocumentSymbolRequest::METHOD => {
            let p: lsp_types::DocumentSymbolParams = params(request)?;
            let text = text(documents, &p.text_document.uri)?;
            let lines = Lines::new(text);
            let symbols = outline(text, &parse(text))
                .into_iter()
                .map(|e| symbol(&lines, e, SymbolKind::KEY))
                .collect();
            Ok(json!(DocumentSymbolResponse::Nested(symbols)))
        }
        Formatting::METHOD => {
            let p: lsp_types::DocumentFormattingParams = params(request)?;
            let text = text(documents, &p.text_document.uri)?;
            let formatted = crate::format::format(text);
            if formatted == text {
                return Ok(json!(Vec::<TextEdit>::new()));
            }
            let end = Lines::new(text).position(text.len());
            let whole = lsp_types::Range::new(Position::new(0, 0), end);
            Ok(json!(vec![TextEdit::new(whole, formatted)]))
        }
        SemanticTokensFullRequest::METHOD => {
            let p: lsp_types::SemanticTokensParams = params(request)?;
            let text = text(documents, &p.text_document.uri)?;
            Ok(json!(SemanticTokensResult::Tokens(SemanticTokens {
                result_id: None,
                data: tokens_of(text),
            })))
        }
        other => Err((ErrorCode::MethodNotFound, format!("no method {other}"))),
    }
}

#[allow(deprecated)] // `deprecated` is a field the protocol still lists.
fn symbol(lines: &Lines, entry: Entry, kind: SymbolKind) -> DocumentSymbol {
    let range = lines.range(entry.span);
    let children: Vec<DocumentSymbol> = entry
        .children
        .into_iter()
        .map(|c| symbol(lines, c, SymbolKind::ENUM_MEMBER))
        .collect();
    DocumentSymbol {
        name: if entry.text.is_empty() {
            "?".to_string()
        } else {
            entry.text
        },
        detail: Some(entry.what.to_string()),
        kind: if children.is_empty() {
            kind
        } else {
            SymbolKind::NAMESPACE
        },
        tags: None,
        deprecated: None,
        range,
        selection_range: range,
        children: (!children.is_empty()).then_some(children),
    }
}
