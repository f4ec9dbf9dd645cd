//! `Attempts`, the retry loop: what it sends, when it stops, and what it keeps.

use schemars::JsonSchema;
use serde::Deserialize;
use std::cell::RefCell;
use structout::__private::error_of_kind;
use structout::{AttemptError, Attempts, ConvertError, ErrorKind, Message, Role, StructuredOutput};

#[derive(Debug, PartialEq, Deserialize, JsonSchema, StructuredOutput)]
struct Invoice {
    lines: Vec<u32>,
    total: u32,
}

/// A fake model: answers with the recorded replies in turn and records every request.
struct Recorded {
    replies: Vec<&'static str>,
    requests: RefCell<Vec<Vec<Message>>>,
}

impl Recorded {
    fn new(replies: &[&'static str]) -> Self {
        Recorded {
            replies: replies.to_vec(),
            requests: RefCell::new(Vec::new()),
        }
    }

    fn send(&self, messages: &[Message]) -> Result<String, std::io::Error> {
        let mut requests = self.requests.borrow_mut();
        let reply = self.replies.get(requests.len()).copied().unwrap_or("");
        requests.push(messages.to_vec());
        Ok(reply.to_owned())
    }
}

fn prompt() -> Vec<Message> {
    vec![
        Message::system("You read invoices."),
        Message::user(format!("Invoice: 1 + 2.\n{}", Invoice::format())),
    ]
}

fn sums(invoice: &Invoice) -> Result<(), ConvertError> {
    if invoice.lines.iter().sum::<u32>() == invoice.total {
        Ok(())
    } else {
        Err(ConvertError::rejected(
            ".total",
            "the total does not match the lines",
        ))
    }
}

#[test]
fn success_first_time() {
    let model = Recorded::new(&[r#"{"lines": [1, 2], "total": 3}"#]);
    let outcome = Attempts::<Invoice>::new(3).run(prompt(), |m| model.send(m));
    assert_eq!(
        outcome.result.unwrap(),
        Invoice {
            lines: vec![1, 2],
            total: 3
        }
    );
    assert_eq!(outcome.history.len(), 1);
    assert!(outcome.history[0].error.is_none());
    assert_eq!(model.requests.borrow()[0], prompt());
}

#[test]
fn success_after_feedback_with_a_bounded_history() {
    let model = Recorded::new(&[
        "Sure, here it is: lines 1 and 2.",
        r#"{"lines": [1, 2], "total": "many"}"#,
        r#"{"lines": [1, 2], "total": 3}"#,
    ]);
    let outcome = Attempts::<Invoice>::new(3).run(prompt(), |m| model.send(m));
    assert_eq!(outcome.result.unwrap().total, 3);
    assert_eq!(outcome.history.len(), 3);
    assert!(outcome.history[..2].iter().all(|a| a.error.is_some()));

    let requests = model.requests.borrow();
    // The second request: the prompt, the failed reply, the feedback on it.
    let second = &requests[1];
    assert_eq!(second.len(), 4);
    assert_eq!(second[..2], prompt()[..]);
    assert_eq!(
        second[2],
        Message::assistant("Sure, here it is: lines 1 and 2.")
    );
    assert_eq!(second[3].role, Role::User);
    let first_error = outcome.history[0].error.as_ref().unwrap();
    assert_eq!(second[3].content, first_error.feedback());
    assert!(second[3].content.contains("could not be used"));
    // The third: still four messages, the first reply gone, only the last one and its feedback.
    let third = &requests[2];
    assert_eq!(third.len(), 4);
    assert_eq!(third[2].content, r#"{"lines": [1, 2], "total": "many"}"#);
    assert!(
        third
            .iter()
            .all(|m| !m.content.contains("Sure, here it is"))
    );
    assert!(
        third[3].content.contains("`.total`"),
        "{}",
        third[3].content
    );
}

#[test]
fn custom_validation_becomes_the_feedback() {
    let model = Recorded::new(&[
        r#"{"lines": [1, 2], "total": 4}"#,
        r#"{"lines": [1, 2], "total": 3}"#,
    ]);
    let outcome = Attempts::<Invoice>::new(3)
        .validate(sums)
        .run(prompt(), |m| model.send(m));
    assert_eq!(outcome.result.unwrap().total, 3);
    let error = outcome.history[0].error.as_ref().unwrap();
    assert_eq!(error.kind(), ErrorKind::Rejected);
    let feedback = &model.requests.borrow()[1][3].content;
    assert!(
        feedback.contains("the total does not match the lines at `.total`"),
        "{feedback}"
    );
    // The instructions are restated, as for the converter's own errors.
    assert!(feedback.contains(Invoice::format()), "{feedback}");
}

#[test]
fn a_truncated_reply_stops_at_once() {
    // The reply ran into the token limit: asking again the same way would cut it again.
    let model = Recorded::new(&[
        r#"{"lines": [1, 2], "tot"#,
        r#"{"lines": [1, 2], "total": 3}"#,
    ]);
    let outcome = Attempts::<Invoice>::new(5).run(prompt(), |m| model.send(m));
    match outcome.result {
        Err(AttemptError::Convert(err)) => assert_eq!(err.kind(), ErrorKind::Truncated),
        other => panic!("{other:?}"),
    }
    assert_eq!(outcome.history.len(), 1);
    assert_eq!(model.requests.borrow().len(), 1);
}

#[test]
fn a_refusal_stops_at_once() {
    let model = Recorded::new(&[
        "I can't help with that.",
        r#"{"lines": [1, 2], "total": 3}"#,
    ]);
    let outcome = Attempts::<Invoice>::with_converter(5, refuse, Invoice::format)
        .run(prompt(), |m| model.send(m));
    match outcome.result {
        Err(AttemptError::Convert(err)) => assert_eq!(err.kind(), ErrorKind::Refusal),
        other => panic!("{other:?}"),
    }
    assert_eq!(outcome.history.len(), 1);
    assert_eq!(model.requests.borrow().len(), 1);
}

/// A conversion that reads every reply as a refusal (as a provider's refusal field is read;
/// here only the loop's reaction matters).
fn refuse(reply: &str) -> Result<Invoice, ConvertError> {
    Err(error_of_kind(ErrorKind::Refusal, reply))
}

#[test]
fn attempts_exhausted_return_the_last_error_and_every_reply() {
    let model = Recorded::new(&["no idea", "still no idea", "none"]);
    let outcome = Attempts::<Invoice>::new(3).run(prompt(), |m| model.send(m));
    assert_eq!(outcome.history.len(), 3);
    let replies: Vec<&str> = outcome.history.iter().map(|a| a.reply.as_str()).collect();
    assert_eq!(replies, ["no idea", "still no idea", "none"]);
    assert!(outcome.history.iter().all(|a| a.error.is_some()));
    match outcome.result {
        Err(AttemptError::Convert(err)) => {
            assert_eq!(
                err.found(),
                outcome.history[2].error.as_ref().unwrap().found()
            );
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(model.requests.borrow().len(), 3);
}

#[test]
fn a_client_error_stops_at_once() {
    let outcome = Attempts::<Invoice>::new(3).run(prompt(), |_| {
        Err::<String, _>(std::io::Error::other("connection reset"))
    });
    assert!(matches!(outcome.result, Err(AttemptError::Client(_))));
    assert!(outcome.history.is_empty());
}

#[test]
fn async_run_needs_no_runtime() {
    let replies = RefCell::new(vec!["nothing here", r#"{"lines": [2], "total": 2}"#].into_iter());
    let attempts = Attempts::<Invoice>::new(3);
    let future = attempts.run_async(prompt(), |messages| {
        let reply = replies.borrow_mut().next().unwrap_or_default().to_owned();
        async move {
            assert!(messages.len() == 2 || messages.len() == 4);
            Ok::<_, std::io::Error>(reply)
        }
    });
    let outcome = block_on(future);
    assert_eq!(outcome.result.unwrap().total, 2);
    assert_eq!(outcome.history.len(), 2);
}

#[test]
fn data_types_retry_through_the_free_functions() {
    let model = Recorded::new(&["soon", "[1, 2]"]);
    let outcome = Attempts::<Vec<u32>>::for_data(2)
        .run(vec![Message::user(structout::format::<Vec<u32>>())], |m| {
            model.send(m)
        });
    assert_eq!(outcome.result.unwrap(), [1, 2]);
}

/// Polls a future whose awaits are all ready (the test's replies are recorded).
fn block_on<F: std::future::Future>(future: F) -> F::Output {
    let mut future = std::pin::pin!(future);
    let mut context = std::task::Context::from_waker(std::task::Waker::noop());
    loop {
        if let std::task::Poll::Ready(output) = future.as_mut().poll(&mut context) {
            return output;
        }
    }
}

#[test]
fn validation_may_borrow_and_the_async_future_is_send() {
    let expected_total = 3;
    let attempts = Attempts::<Invoice>::new(2).validate(|invoice| {
        if invoice.total == expected_total {
            Ok(())
        } else {
            Err(ConvertError::rejected(".total", "not the expected total"))
        }
    });
    let model = Recorded::new(&[r#"{"lines": [1, 2], "total": 3}"#]);
    assert_eq!(attempts.run(prompt(), |m| model.send(m)).history.len(), 1);

    fn assert_send<F: Send>(_: &F) {}
    let future = attempts.run_async(prompt(), |_| async {
        Ok::<_, std::io::Error>(String::new())
    });
    assert_send(&future);
}
