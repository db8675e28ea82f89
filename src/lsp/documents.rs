//! The files an editor has open, each with its newest text.

use lsp_types::Uri;
use std::collections::HashMap;
use std::sync::Arc;

/// The open files, by address: the address and the newest text.
pub(crate) type Documents = HashMap<String, (Uri, Arc<str>)>;
