//! The Rust types the tasks ask for: realistic shapes a user of structout would derive,
//! covering flat and nested objects, arrays of objects, unit and data enums, optional fields,
//! numbers, booleans, dates, a top-level array and a top-level enum.

use chrono::NaiveDate;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use structout::StructuredOutput;

/// A person's contact details, as found in an email signature or a note.
#[derive(Debug, Serialize, Deserialize, JsonSchema, StructuredOutput)]
pub struct Contact {
    /// The person's full name.
    pub name: String,
    /// Email address, if given.
    pub email: Option<String>,
    /// Phone number as written, if given.
    pub phone: Option<String>,
    /// The company the person works for, if given.
    pub company: Option<String>,
}

/// How urgent a support request is.
#[derive(Debug, Serialize, Deserialize, JsonSchema, StructuredOutput)]
#[serde(rename_all = "lowercase")]
pub enum Priority {
    Low,
    Medium,
    High,
    Urgent,
}

/// A bug report, triaged.
#[derive(Debug, Serialize, Deserialize, JsonSchema, StructuredOutput)]
pub struct Ticket {
    /// A short title for the problem.
    pub title: String,
    pub priority: Priority,
    /// The part of the product affected, in lowercase (e.g. "login", "billing").
    pub component: String,
    /// Whether the reporter can reproduce the problem.
    pub reproducible: bool,
    /// Who the ticket is assigned to, if the text says.
    pub assignee: Option<String>,
}

/// A postal address.
#[derive(Debug, Serialize, Deserialize, JsonSchema, StructuredOutput)]
pub struct Address {
    pub street: String,
    pub city: String,
    pub country: String,
}

/// An employee record.
#[derive(Debug, Serialize, Deserialize, JsonSchema, StructuredOutput)]
pub struct Employee {
    pub name: String,
    /// Age in years.
    pub age: u32,
    pub address: Address,
    /// The employee's manager, if named.
    pub manager: Option<String>,
}

/// The currency of an amount.
#[derive(Debug, Serialize, Deserialize, JsonSchema, StructuredOutput)]
pub enum Currency {
    #[serde(rename = "EUR")]
    Eur,
    #[serde(rename = "USD")]
    Usd,
    #[serde(rename = "GBP")]
    Gbp,
}

/// One line of an invoice.
#[derive(Debug, Serialize, Deserialize, JsonSchema, StructuredOutput)]
pub struct InvoiceLine {
    pub description: String,
    pub quantity: u32,
    /// Price of one unit.
    pub unit_price: f64,
}

/// An invoice.
#[derive(Debug, Serialize, Deserialize, JsonSchema, StructuredOutput)]
pub struct Invoice {
    /// The invoice number as written.
    pub number: String,
    /// Date of issue.
    pub issued: NaiveDate,
    pub currency: Currency,
    /// Total amount due.
    pub total: f64,
    /// Whether the invoice has been paid.
    pub paid: bool,
    pub lines: Vec<InvoiceLine>,
}

/// A product in a catalogue; the tasks ask for a list of them.
#[derive(Debug, Serialize, Deserialize, JsonSchema, StructuredOutput)]
pub struct Product {
    pub name: String,
    /// Price in the shop's currency.
    pub price: f64,
    /// Whether the product is available now.
    pub in_stock: bool,
}

/// The overall feeling of a review.
#[derive(Debug, Serialize, Deserialize, JsonSchema, StructuredOutput)]
#[serde(rename_all = "lowercase")]
pub enum Sentiment {
    Positive,
    Negative,
    Mixed,
}

/// A product review, analysed.
#[derive(Debug, Serialize, Deserialize, JsonSchema, StructuredOutput)]
pub struct Review {
    pub sentiment: Sentiment,
    /// Stars from 1 to 5.
    pub rating: u8,
    /// The product reviewed, if named.
    pub product: Option<String>,
    /// The good points the reviewer mentions, in their words, short.
    pub pros: Vec<String>,
}

/// A calendar event.
#[derive(Debug, Serialize, Deserialize, JsonSchema, StructuredOutput)]
pub struct Event {
    pub title: String,
    pub date: NaiveDate,
    /// Start time as HH:MM (24 hours), if given.
    pub start_time: Option<String>,
    pub location: String,
    /// Names of the people invited.
    pub attendees: Vec<String>,
}

/// How an order was paid.
#[derive(Debug, Serialize, Deserialize, JsonSchema, StructuredOutput)]
#[serde(tag = "method", rename_all = "snake_case")]
pub enum Payment {
    Card {
        /// Card network, lowercase (e.g. "visa").
        brand: String,
        /// The last four digits.
        last4: String,
    },
    BankTransfer {
        iban: String,
    },
    Cash,
}

/// A customer order.
#[derive(Debug, Serialize, Deserialize, JsonSchema, StructuredOutput)]
pub struct Order {
    pub order_id: String,
    pub customer: String,
    /// Number of items ordered.
    pub items: u32,
    pub payment: Payment,
    /// Whether the customer asked for gift wrapping.
    pub gift_wrap: bool,
}

/// A command for a smart home, read from what the user said.
#[derive(Debug, Serialize, Deserialize, JsonSchema, StructuredOutput)]
#[serde(tag = "action", rename_all = "snake_case")]
pub enum HomeCommand {
    SetTemperature {
        room: String,
        celsius: f64,
    },
    TurnOn {
        /// The device, lowercase (e.g. "kitchen lights").
        device: String,
    },
    TurnOff {
        /// The device, lowercase (e.g. "kitchen lights").
        device: String,
    },
    PlayMusic {
        /// The artist asked for, if any.
        artist: Option<String>,
    },
}

/// An ingredient of a recipe.
#[derive(Debug, Serialize, Deserialize, JsonSchema, StructuredOutput)]
pub struct Ingredient {
    pub name: String,
    pub amount: f64,
    /// Unit of the amount ("g", "ml", "tbsp"...), none for a count of items.
    pub unit: Option<String>,
}

/// A recipe.
#[derive(Debug, Serialize, Deserialize, JsonSchema, StructuredOutput)]
pub struct Recipe {
    pub name: String,
    pub servings: u32,
    pub vegetarian: bool,
    pub ingredients: Vec<Ingredient>,
}

/// A flight booking.
#[derive(Debug, Serialize, Deserialize, JsonSchema, StructuredOutput)]
pub struct Flight {
    /// Airline and number, e.g. "LH 454".
    pub flight_number: String,
    /// IATA code of the departure airport.
    pub from: String,
    /// IATA code of the arrival airport.
    pub to: String,
    pub departure: NaiveDate,
    /// Seat, if assigned.
    pub seat: Option<String>,
    /// Checked bags included.
    pub bags: u32,
}

/// The department a customer email is routed to.
#[derive(Debug, Serialize, Deserialize, JsonSchema, StructuredOutput)]
#[serde(rename_all = "snake_case")]
pub enum Department {
    /// Wants to buy: a quote, a demo, plans or prices before becoming a customer.
    Sales,
    /// An invoice, a charge, a payment method or a refund.
    Billing,
    /// Something does not work: an error, a crash, a feature that fails.
    TechnicalSupport,
    /// A delivery: where a parcel is, or a late, lost or damaged shipment.
    Shipping,
    /// Personal data, privacy, contracts and terms, or a legal complaint.
    Legal,
}

/// What went wrong with a delivery.
#[derive(Debug, Serialize, Deserialize, JsonSchema, StructuredOutput)]
#[serde(rename_all = "snake_case")]
pub enum DeliveryProblem {
    /// The parcel has not arrived by the promised date.
    Late,
    /// The parcel or what is in it arrived broken.
    Damaged,
    /// The parcel holds something other than what was ordered.
    WrongItem,
    /// Part of the order is not in the parcel.
    MissingItem,
}

/// A customer's complaint about a delivery.
#[derive(Debug, Serialize, Deserialize, JsonSchema, StructuredOutput)]
pub struct DeliveryComplaint {
    /// The order number as written, without a leading `#`.
    pub order_id: String,
    /// What went wrong.
    pub problem: DeliveryProblem,
}
