// A recursive derived type, nested through `Box` and `Vec`: each level streams as its own
// typed partial.
use schemars::JsonSchema;
use serde::Deserialize;
use structout::StructuredOutput;

#[derive(Debug, Deserialize, JsonSchema, StructuredOutput)]
struct Comment {
    text: String,
    replies: Vec<Comment>,
    parent: Option<Box<Comment>>,
}

fn main() {
    let mut parser = Comment::partial_parser();
    parser.push(r#"{"text": "a", "replies": [{"text": "b", "replies": [{"text": "c"#);
    let partial = parser.current().unwrap();
    let deepest = &partial.replies.as_ref().unwrap()[0].replies.as_ref().unwrap()[0];
    assert_eq!(deepest.text.as_deref(), Some("c"));
}
