// `NonZero*`, `Cow`, `Arc`, `Box`, arrays and tuples as field types.
use schemars::JsonSchema;
use serde::Deserialize;
use std::borrow::Cow;
use std::num::NonZeroU32;
use std::sync::Arc;
use structout::StructuredOutput;

#[derive(Debug, Deserialize, JsonSchema, StructuredOutput)]
struct Order {
    quantity: NonZeroU32,
    note: Cow<'static, str>,
    shared: Arc<String>,
    boxed: Box<u8>,
    rgb: [u8; 3],
    pair: (String, i32),
}

fn main() {
    let reply = r#"{"quantity": 3, "note": "fragile", "shared": "x", "boxed": 7, "rgb": [1, 2, 3], "pair": ["a", -1]}"#;
    let order = Order::convert(reply).unwrap();
    assert_eq!(order.quantity.get(), 3);
    assert!(Order::convert(&reply.replace("\"quantity\": 3", "\"quantity\": 0")).is_err());
    let mut parser = Order::partial_parser();
    parser.push(reply);
    let partial = parser.current().unwrap();
    assert_eq!(partial.quantity.as_ref().unwrap().value(), Some(order.quantity));
    assert_eq!(partial.rgb, Some(vec![1, 2, 3]));
    assert_eq!(partial.pair.as_ref().unwrap().value(), Some(("a".to_owned(), -1)));
}
