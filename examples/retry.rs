//! The retry loop with `Attempts`, over recorded model replies: the first reply is prose and a
//! list instead of the object asked for, the second fails the program's own check (the total
//! does not match the lines), the third is right. Each failure's `feedback()` goes back to the
//! model; the request stays the prompt, the last reply and the feedback.
//!
//! ```text
//! cargo run --example retry
//! ```

use schemars::JsonSchema;
use serde::Deserialize;
use structout::{AttemptError, Attempts, ConvertError, Message, StructuredOutput};

/// An invoice read from a scanned document.
#[derive(Debug, Deserialize, JsonSchema, StructuredOutput)]
#[structout(order(lines, total_cents), format = "type_signature")]
struct Invoice {
    /// Each line's amount, in cents.
    lines: Vec<u64>,
    /// The amount due, in cents: the sum of the lines.
    total_cents: u64,
}

/// The recorded replies of a model given the requests this example prints.
const REPLIES: [&str; 3] = [
    "The invoice has two lines:\n- 1250\n- 4000",
    r#"{"lines": [1250, 4000], "total_cents": 5520}"#,
    r#"{"lines": [1250, 4000], "total_cents": 5250}"#,
];

/// Stands in for a client: prints the request, returns the next recorded reply.
fn call_model(turn: &mut usize, messages: &[Message]) -> Result<String, std::io::Error> {
    println!("=== request {} ({} messages)", *turn + 1, messages.len());
    for message in messages {
        println!("--- {}:\n{}", message.role.as_str(), message.content);
    }
    let reply = REPLIES.get(*turn).copied().unwrap_or("");
    *turn += 1;
    println!("--- reply:\n{reply}\n");
    Ok(reply.to_owned())
}

fn main() {
    let prompt = vec![
        Message::system("You read scanned invoices."),
        Message::user(format!(
            "Lines: 12.50 EUR, 40.00 EUR.\n\n{}",
            Invoice::format()
        )),
    ];
    let attempts = Attempts::<Invoice>::new(3).validate(|invoice| {
        if invoice.lines.iter().sum::<u64>() == invoice.total_cents {
            Ok(())
        } else {
            Err(ConvertError::rejected(
                ".total_cents",
                "the total is not the sum of the lines",
            ))
        }
    });
    let mut turn = 0;
    let outcome = attempts.run(prompt, |messages| call_model(&mut turn, messages));

    println!("=== history");
    for (i, attempt) in outcome.history.iter().enumerate() {
        match &attempt.error {
            Some(err) => println!("{}. {:?}: {err}", i + 1, err.kind()),
            None => println!("{}. ok", i + 1),
        }
    }
    match outcome.result {
        Ok(invoice) => println!("=== value\n{invoice:?}"),
        Err(AttemptError::Convert(err)) => println!("=== gave up\n{}", err.feedback()),
        Err(AttemptError::Client(err)) => println!("=== client error: {err}"),
    }
}
