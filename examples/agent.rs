//! A ReAct agent loop over recorded model replies: the enum declares the tools, `format()`
//! tells the model how to call them, `convert()` reads each reply, the tools run locally and
//! their results go back as observations. One reply is malformed; its error's `feedback()`
//! goes back to the model, which corrects itself.
//!
//! ```text
//! cargo run --example agent
//! ```

use schemars::JsonSchema;
use serde::Deserialize;
use structout::{Provider, StructuredOutput, Tools};

/// What the agent can do.
#[derive(Debug, Deserialize, JsonSchema, StructuredOutput)]
#[structout(format = "react")]
enum Action {
    /// Look up a fact in the encyclopedia.
    Lookup {
        /// What to look up, e.g. "population of Oslo".
        topic: String,
    },
    /// Evaluate an arithmetic expression with + - * / and parentheses.
    Calculate {
        /// The expression, e.g. "2 * (3 + 4)".
        expression: String,
    },
    /// The final answer to the user's question.
    #[structout(finish)]
    Answer(String),
}

/// The recorded replies of a model that was given the prompts this example prints.
const REPLIES: [&str; 4] = [
    "Thought: I need the populations of Oslo and Bergen.\nAction: lookup\nAction Input: population of Oslo",
    // Malformed: the argument is misnamed and the expression is not a string.
    "Thought: Now Bergen, then add them up.\nAction: calculate\nAction Input: {\"expr\": 717710 + 291940}",
    "Thought: I must use the `expression` argument.\nAction: calculate\nAction Input: {\"expression\": \"717710 + 291940\"}",
    "Thought: I now know the final answer.\nFinal Answer: Oslo and Bergen have about 1,009,650 inhabitants together.",
];

fn main() {
    match Action::tool_set().definitions(Provider::OpenAi) {
        Ok(tools) => println!(
            "== Tools as OpenAI sees them\n{}\n",
            serde_json::to_string_pretty(&tools).unwrap_or_default()
        ),
        Err(err) => println!("== OpenAI's strict mode cannot take these tools: {err}\n"),
    }
    let question = "How many people live in Oslo and Bergen together? (Bergen has 291,940.)";
    let mut transcript = format!("{}\n\nQuestion: {question}\n", Action::format());
    println!("== Prompt\n{transcript}");

    for reply in REPLIES {
        println!("== Model\n{reply}\n");
        transcript.push_str(reply);
        transcript.push('\n');
        let action = match Action::convert(reply) {
            Ok(action) => action,
            Err(err) => {
                // Tell the model what was wrong, with the format and an example call.
                println!(
                    "== Error: {err}\n== Feedback sent to the model\n{}\n",
                    err.feedback()
                );
                transcript.push_str(&err.feedback());
                transcript.push('\n');
                continue;
            }
        };
        let observation = match action {
            Action::Lookup { topic } => lookup(&topic),
            Action::Calculate { expression } => match calculate(&expression) {
                Some(value) => value.to_string(),
                None => format!("cannot evaluate {expression:?}"),
            },
            Action::Answer(answer) => {
                println!("== Answer\n{answer}");
                return;
            }
        };
        println!("== Observation\n{observation}\n");
        transcript.push_str(&format!("Observation: {observation}\n"));
    }
}

/// A tiny encyclopedia.
fn lookup(topic: &str) -> String {
    let topic = topic.to_lowercase();
    let facts = [
        ("oslo", "Oslo has 717,710 inhabitants (2024)."),
        ("bergen", "Bergen has 291,940 inhabitants (2024)."),
    ];
    facts
        .iter()
        .find(|(key, _)| topic.contains(key))
        .map_or_else(
            || format!("nothing found for {topic:?}"),
            |(_, fact)| (*fact).to_owned(),
        )
}

/// Evaluates `+ - * /` and parentheses over integers.
fn calculate(expression: &str) -> Option<i64> {
    let tokens: Vec<char> = expression.chars().filter(|c| !c.is_whitespace()).collect();
    let mut pos = 0;
    let value = sum(&tokens, &mut pos)?;
    (pos == tokens.len()).then_some(value)
}

fn sum(t: &[char], pos: &mut usize) -> Option<i64> {
    let mut value = product(t, pos)?;
    while let Some(&op) = t.get(*pos).filter(|c| matches!(c, '+' | '-')) {
        *pos += 1;
        let rhs = product(t, pos)?;
        value = if op == '+' {
            value.checked_add(rhs)?
        } else {
            value.checked_sub(rhs)?
        };
    }
    Some(value)
}

fn product(t: &[char], pos: &mut usize) -> Option<i64> {
    let mut value = atom(t, pos)?;
    while let Some(&op) = t.get(*pos).filter(|c| matches!(c, '*' | '/')) {
        *pos += 1;
        let rhs = atom(t, pos)?;
        value = if op == '*' {
            value.checked_mul(rhs)?
        } else {
            value.checked_div(rhs)?
        };
    }
    Some(value)
}

fn atom(t: &[char], pos: &mut usize) -> Option<i64> {
    if t.get(*pos) == Some(&'(') {
        *pos += 1;
        let value = sum(t, pos)?;
        (t.get(*pos) == Some(&')')).then(|| *pos += 1)?;
        return Some(value);
    }
    let start = *pos;
    while t.get(*pos).is_some_and(|c| c.is_ascii_digit() || *c == ',') {
        *pos += 1;
    }
    t[start..*pos]
        .iter()
        .filter(|c| **c != ',')
        .collect::<String>()
        .parse()
        .ok()
}
