//! Grammars of a whole reply, for local constrained decoding: a server that takes a grammar
//! lets the model write only text the grammar allows.
//!
//! One intermediate form ([`ir`]) is built from a JSON Schema ([`schema`]) or from a tool set
//! and its format style ([`tools`]), and written in two syntaxes: Lark as llguidance reads it
//! ([`lark`]) and GBNF for llama.cpp ([`gbnf`]), through the walk they share ([`write`]).

mod gbnf;
mod ir;
mod lark;
mod schema;
pub(crate) mod tools;
mod write;

use crate::error::{ConvertError, ErrorKind};
use crate::format::FormatStyle;
use ir::{Class, Expr, Kind, Rules, text_avoiding};
use schema::{Builder, Problem, Strings};
use serde_json::Value;
use std::sync::OnceLock;

/// A grammar of a model's whole reply, in Lark (llguidance) and GBNF (llama.cpp) syntax.
///
/// [`StructuredOutput::grammar`](crate::StructuredOutput::grammar) gives the grammar of a type's reply: its JSON value, with
/// object properties in the schema's order (`#[structout(order(...))]` decides it), optional
/// properties free to be left out, and a little whitespace between tokens (at most 4 spaces,
/// then at most 2 line breaks each indented by at most 40 spaces or tabs, so a model cannot
/// loop on whitespace). For a tool enum it is the grammar of its format style: the JSON
/// action object, ReAct lines or XML tags, with the tool names as the only names and each
/// tool's arguments constrained by its parameters. Every reply the grammar allows converts
/// back with [`convert`](crate::StructuredOutput::convert); the grammar is looser than the schema
/// where a syntax cannot say a rule (a `pattern`, a numeric bound, `uniqueItems`, a day past its month's end), and the
/// converter still checks those.
///
/// ```
/// use schemars::JsonSchema;
/// use serde::Deserialize;
/// use structout::StructuredOutput;
///
/// #[derive(Deserialize, JsonSchema, StructuredOutput)]
/// #[structout(order(reasoning, answer))]
/// struct Reply {
///     answer: u32,
///     reasoning: String,
/// }
///
/// let grammar = Reply::grammar();
/// // llama.cpp server: `{"prompt": …, "grammar": grammar.gbnf()}`.
/// assert!(grammar.gbnf().starts_with("root ::= "));
/// // llguidance (llama.cpp built with it, vLLM, SGLang, mistral.rs): the Lark text.
/// assert!(grammar.lark().starts_with("%llguidance {}"));
/// // The reasoning comes first: the grammar keeps the order asked for.
/// let lark = grammar.lark();
/// assert!(lark.find("reasoning").unwrap() < lark.find("answer").unwrap());
/// // Reasoning models write a `<think>…</think>` block first; this grammar allows one.
/// assert!(grammar.thinking().gbnf().contains("think"));
/// ```
#[derive(Clone, Debug)]
pub struct Grammar {
    rules: Rules,
    /// Whether a `<think>` block may come first.
    think: bool,
    lark: OnceLock<String>,
    gbnf: OnceLock<String>,
    thinking: OnceLock<Box<Grammar>>,
}

impl Grammar {
    /// The grammar of a JSON value of `schema` (a JSON Schema known at run time), with the
    /// same rules as
    /// [`StructuredOutput::grammar`](crate::StructuredOutput::grammar); `true` or `{}` allows any JSON value.
    ///
    /// ```
    /// use serde_json::json;
    /// use structout::Grammar;
    ///
    /// let grammar = Grammar::for_schema(&json!({"type": "string", "enum": ["yes", "no"]}))?;
    /// assert!(grammar.gbnf().contains(r#""\"yes\"" | "\"no\"""#));
    /// # Ok::<(), structout::ConvertError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`ErrorKind::InvalidSchema`] when the schema is not a boolean or an object, a `$ref`
    /// points outside the document or at nothing, a keyword has the wrong kind of value, the
    /// schema nests deeper than 256 levels, or its references loop with no value between them.
    pub fn for_schema(schema: &Value) -> Result<Grammar, ConvertError> {
        let mut builder = Builder::new(Strings::Json);
        let name = schema
            .get("title")
            .and_then(Value::as_str)
            .unwrap_or("value");
        let value = builder.root(schema, name).map_err(invalid)?;
        let ws = builder.ws();
        let mut rules = builder.rules;
        rules.start = rules.add(
            "reply",
            Kind::Rule,
            Expr::seq([ws.clone(), Expr::Ref(value), ws]),
        );
        Grammar::checked(rules, false)
    }

    /// The grammar in Lark syntax as llguidance reads it, starting with `%llguidance {}`
    /// (which llama.cpp built with llguidance and SGLang look for), with `start` as the start
    /// rule. See <https://github.com/guidance-ai/llguidance/blob/main/docs/syntax.md> and,
    /// for the prefix, llguidance's README.
    #[must_use]
    pub fn lark(&self) -> &str {
        self.lark
            .get_or_init(|| format!("%llguidance {{}}\n{}", lark::render(&self.rules)))
    }

    /// The grammar in GBNF, for the `grammar` field of a llama.cpp server request, with
    /// `root` as the start rule. See
    /// <https://github.com/ggml-org/llama.cpp/blob/master/grammars/README.md>.
    #[must_use]
    pub fn gbnf(&self) -> &str {
        self.gbnf.get_or_init(|| gbnf::render(&self.rules))
    }

    /// This grammar with a free `<think>…</think>` block allowed before the reply, as
    /// reasoning models write one (the converter skips it). The block may hold any text but
    /// `</think>`, and may be left out.
    #[must_use]
    pub fn thinking(&self) -> &Grammar {
        if self.think {
            return self;
        }
        self.thinking.get_or_init(|| {
            let mut rules = self.rules.clone();
            let reply = rules.start;
            let any = Class::none_of("", &[]);
            let body = text_avoiding(&any, &["</think>"], false)
                .unwrap_or_else(|| Expr::Class(any).repeat(0, None));
            // One token in Lark: llguidance ends a lexeme greedily, so the free text and the
            // tag that closes it are matched together.
            let think = rules.add(
                "think",
                Kind::Token,
                Expr::seq([Expr::lit("<think>"), body, Expr::lit("</think>")]),
            );
            rules.start = rules.add(
                "reply-thinking",
                Kind::Rule,
                Expr::seq([Expr::Ref(think).optional(), Expr::Ref(reply)]),
            );
            Box::new(Grammar::new(rules, true))
        })
    }

    /// Whether a `<think>` block may come before the reply ([`thinking`](Self::thinking)).
    #[must_use]
    pub fn allows_thinking(&self) -> bool {
        self.think
    }

    /// The grammar of a reply to `tools` (each a name and its parameters' schema) in `style`.
    pub(crate) fn for_tools(
        tools: &[(&str, &Value)],
        style: FormatStyle,
        finish: &tools::Finish,
    ) -> Grammar {
        tools::rules(tools, style, finish)
            .map_err(invalid)
            .and_then(|rules| Grammar::checked(rules, false))
            .unwrap_or_else(|_| Grammar::any())
    }

    /// Any JSON value: the grammar of a schema that cannot be written (never the case for
    /// schemars' schemas, which always can).
    pub(crate) fn any() -> Grammar {
        let mut builder = Builder::new(Strings::Json);
        let value = builder.any();
        let ws = builder.ws();
        let mut rules = builder.rules;
        rules.start = rules.add("reply", Kind::Rule, Expr::seq([ws.clone(), value, ws]));
        Grammar::new(rules, false)
    }

    fn checked(rules: Rules, think: bool) -> Result<Grammar, ConvertError> {
        if let Some(rule) = rules.left_recursive() {
            return Err(invalid(Problem {
                path: String::new(),
                message: format!(
                    "the schema refers to itself with no value in between (at `{}`)",
                    rules.rules[rule].name
                ),
            }));
        }
        Ok(Grammar::new(rules, think))
    }

    fn new(rules: Rules, think: bool) -> Grammar {
        Grammar {
            rules,
            think,
            lark: OnceLock::new(),
            gbnf: OnceLock::new(),
            thinking: OnceLock::new(),
        }
    }
}

fn invalid(problem: Problem) -> ConvertError {
    ConvertError::new(ErrorKind::InvalidSchema, problem.path, problem.message, "")
}
