//! The reporting half (issue #30): types and tasks written by a session that never read the
//! instruction texts or the converter, so that no text was tuned on them.

use chrono::NaiveDate;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::json;
use structout::StructuredOutput;

use crate::shape::{Shape, shape};
use crate::tasks::Group;

/// The kind of employment contract.
#[derive(Debug, Serialize, Deserialize, JsonSchema, StructuredOutput)]
#[serde(rename_all = "snake_case")]
pub enum EmploymentType {
    FullTime,
    PartTime,
    Contract,
    Internship,
}

/// A job advertisement.
#[derive(Debug, Serialize, Deserialize, JsonSchema, StructuredOutput)]
pub struct JobPosting {
    /// The job title as written.
    pub title: String,
    /// The hiring company as written.
    pub company: String,
    /// The city of the workplace as written, if given.
    pub city: Option<String>,
    /// Whether working remotely is possible, fully or partly.
    pub remote: bool,
    pub employment: EmploymentType,
    /// Lower end of the yearly gross salary, a number in the posting's currency, if given.
    pub salary_min: Option<u32>,
    /// Upper end of the yearly gross salary, a number in the posting's currency, if given; the
    /// same as `salary_min` when the posting gives a single figure.
    pub salary_max: Option<u32>,
    /// ISO 4217 code of the salary's currency (e.g. "EUR"), if a salary is given.
    pub salary_currency: Option<String>,
    /// The minimum years of experience asked for, if given.
    pub min_experience_years: Option<u32>,
    /// The required skills as written, in the order the posting lists them; not the
    /// nice-to-have ones.
    pub skills: Vec<String>,
    /// The application deadline, if given.
    pub apply_by: Option<NaiveDate>,
}

/// What a customer wants, read from their message to support.
#[derive(Debug, Serialize, Deserialize, JsonSchema, StructuredOutput)]
#[serde(rename_all = "snake_case")]
pub enum SupportIntent {
    /// Wants to end their subscription or close their account.
    Cancel,
    /// Wants money back for a charge or an order.
    Refund,
    /// Something does not work: an error, a crash, a broken feature.
    TechnicalIssue,
    /// Asks about an invoice, a charge, a price or a payment method, without asking for money
    /// back.
    BillingQuestion,
    /// Wants to change their account details (email, address, name, password).
    UpdateAccount,
}

/// One transaction on a bank statement; the tasks ask for a list of them.
#[derive(Debug, Serialize, Deserialize, JsonSchema, StructuredOutput)]
pub struct BankTransaction {
    /// The booking date.
    pub date: NaiveDate,
    /// The counterparty or description as written on the statement.
    pub description: String,
    /// The amount in the account's currency, a number: negative for money going out,
    /// positive for money coming in.
    pub amount: f64,
}

/// Where a parcel is now.
#[derive(Debug, Serialize, Deserialize, JsonSchema, StructuredOutput)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ShipmentStatus {
    /// On its way.
    InTransit {
        /// The place of the last scan as written (a city or a depot's name).
        last_location: String,
    },
    /// On the delivery vehicle, to be delivered today.
    OutForDelivery,
    /// Handed over.
    Delivered {
        /// The day of delivery.
        on: NaiveDate,
        /// Who signed for the parcel, as written, if the text says.
        signed_by: Option<String>,
    },
    /// Being sent back to the sender.
    ReturnedToSender,
}

/// A parcel's tracking status.
#[derive(Debug, Serialize, Deserialize, JsonSchema, StructuredOutput)]
pub struct Shipment {
    /// The tracking number as written.
    pub tracking_number: String,
    /// The carrier's name as written (e.g. "DHL").
    pub carrier: String,
    pub status: ShipmentStatus,
    /// The parcel's weight in kilograms, if given.
    pub weight_kg: Option<f64>,
    /// The expected delivery day, if given.
    pub expected_delivery: Option<NaiveDate>,
}

/// Whether a property is offered for sale or for rent.
#[derive(Debug, Serialize, Deserialize, JsonSchema, StructuredOutput)]
#[serde(rename_all = "lowercase")]
pub enum OfferType {
    Sale,
    Rent,
}

/// Where a property is.
#[derive(Debug, Serialize, Deserialize, JsonSchema, StructuredOutput)]
pub struct PropertyLocation {
    /// The city as written.
    pub city: String,
    /// The district or neighbourhood as written, if given.
    pub district: Option<String>,
    /// The postal code as written, if given.
    pub postcode: Option<String>,
}

/// The property itself.
#[derive(Debug, Serialize, Deserialize, JsonSchema, StructuredOutput)]
pub struct Property {
    /// Living area in square metres.
    pub area_m2: f64,
    /// Number of bedrooms.
    pub bedrooms: u32,
    /// The floor a flat is on: 0 for the ground floor, negative below it; none for a house.
    pub floor: Option<i32>,
    pub location: PropertyLocation,
}

/// The estate agent in charge of a listing.
#[derive(Debug, Serialize, Deserialize, JsonSchema, StructuredOutput)]
pub struct EstateAgent {
    /// The agent's full name as written.
    pub name: String,
    /// Phone number as written, if given.
    pub phone: Option<String>,
}

/// A real-estate listing.
#[derive(Debug, Serialize, Deserialize, JsonSchema, StructuredOutput)]
pub struct PropertyListing {
    /// The listing's reference as written.
    pub reference: String,
    pub offer: OfferType,
    /// The asking price, a number in the listing's currency: the total price for a sale, the
    /// monthly rent for a rental (without separate charges).
    pub price: f64,
    pub property: Property,
    /// Whether a parking space or a garage is included.
    pub parking: bool,
    /// The agent, if the listing names one; none for a private seller or landlord.
    pub agent: Option<EstateAgent>,
}

/// One goal of a football match.
#[derive(Debug, Serialize, Deserialize, JsonSchema, StructuredOutput)]
pub struct Goal {
    /// The scorer's name as written.
    pub player: String,
    /// The minute of the match it was scored in.
    pub minute: u16,
    /// Whether it was a penalty kick.
    pub penalty: bool,
}

/// The result of a football match.
#[derive(Debug, Serialize, Deserialize, JsonSchema, StructuredOutput)]
pub struct MatchResult {
    /// The competition's name as written, without the round or matchday, if given.
    pub competition: Option<String>,
    /// The day the match was played.
    pub date: NaiveDate,
    /// The home team as written (the team named first when the text does not say).
    pub home_team: String,
    /// The away team as written (the team named second when the text does not say).
    pub away_team: String,
    /// Goals of the home team at the final whistle, extra time included.
    pub home_score: u16,
    /// Goals of the away team at the final whistle, extra time included.
    pub away_score: u16,
    /// Whether the match went to extra time.
    pub extra_time: bool,
    /// The goals in the order they were scored.
    pub goals: Vec<Goal>,
    /// Number of spectators, if given.
    pub attendance: Option<u32>,
}

/// How severe a vulnerability is.
#[derive(Debug, Serialize, Deserialize, JsonSchema, StructuredOutput)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    Low,
    Medium,
    High,
    Critical,
}

/// The package registry a dependency comes from.
#[derive(Debug, Serialize, Deserialize, JsonSchema, StructuredOutput)]
#[serde(rename_all = "snake_case")]
pub enum Ecosystem {
    Npm,
    Pypi,
    CratesIo,
    Maven,
}

/// What to do about a vulnerable dependency.
#[derive(Debug, Serialize, Deserialize, JsonSchema, StructuredOutput)]
#[serde(rename_all = "snake_case")]
pub enum Remediation {
    /// Upgrade the package.
    Upgrade {
        /// The first fixed version, as written (e.g. "1.4.2").
        version: String,
    },
    /// Replace the package by another one.
    Replace {
        /// The replacement package's name as written.
        package: String,
    },
    /// No fix is available.
    NoFix,
}

/// A security advisory about a dependency.
#[derive(Debug, Serialize, Deserialize, JsonSchema, StructuredOutput)]
pub struct VulnerabilityReport {
    /// The advisory's identifier as written; the CVE id when several are given.
    pub id: String,
    /// The affected package's name as written.
    pub package: String,
    pub ecosystem: Ecosystem,
    pub severity: Severity,
    /// The CVSS score from 0 to 10, if given.
    pub cvss: Option<f64>,
    /// The day the advisory was published.
    pub published: NaiveDate,
    pub remediation: Remediation,
    /// Whether the text says the vulnerability is exploited in the wild.
    pub exploited: bool,
}

/// A bibliographic reference.
#[derive(Debug, Serialize, Deserialize, JsonSchema, StructuredOutput)]
pub struct Citation {
    /// The authors' names as written, in the order given.
    pub authors: Vec<String>,
    /// The title as written, without surrounding quotes.
    pub title: String,
    /// The year of publication.
    pub year: u16,
    /// The publisher's name as written, without its city, if given.
    pub publisher: Option<String>,
    /// The journal or conference as written, if given.
    pub venue: Option<String>,
    /// The edition number, if given (e.g. 3 for "3rd edition").
    pub edition: Option<u32>,
    /// The ISBN as written, if given.
    pub isbn: Option<String>,
    /// The DOI without any "doi:" or "https://doi.org/" prefix, if given.
    pub doi: Option<String>,
}

/// Wind at the time of an observation.
#[derive(Debug, Serialize, Deserialize, JsonSchema, StructuredOutput)]
pub struct Wind {
    /// Mean speed in km/h.
    pub speed_kmh: f64,
    /// The direction it blows from, as a compass point in English capitals (e.g. "NW").
    pub from: String,
    /// Gust speed in km/h, if given.
    pub gusts_kmh: Option<f64>,
}

/// Precipitation measured, with the amount in millimetres.
#[derive(Debug, Serialize, Deserialize, JsonSchema, StructuredOutput)]
#[serde(tag = "type", content = "mm", rename_all = "lowercase")]
pub enum Precipitation {
    /// None fell.
    Dry,
    Rain(f64),
    Snow(f64),
}

/// A weather station's observation.
#[derive(Debug, Serialize, Deserialize, JsonSchema, StructuredOutput)]
pub struct WeatherObservation {
    /// The station's name as written.
    pub station: String,
    /// The day of the observation.
    pub date: NaiveDate,
    /// Air temperature in degrees Celsius.
    pub temperature_c: f64,
    /// Relative humidity in percent, if given.
    pub humidity_pct: Option<u8>,
    /// The wind, if the observation gives it.
    pub wind: Option<Wind>,
    pub precipitation: Precipitation,
}

/// The kind of an expense.
#[derive(Debug, Serialize, Deserialize, JsonSchema, StructuredOutput)]
#[serde(rename_all = "lowercase")]
pub enum ExpenseCategory {
    /// Transport: tickets, taxis, fuel.
    Travel,
    /// Hotels and other accommodation.
    Lodging,
    /// Food and drinks.
    Meals,
    /// Office material and equipment.
    Supplies,
    /// Anything else, e.g. fees.
    Other,
}

/// One expense of a claim.
#[derive(Debug, Serialize, Deserialize, JsonSchema, StructuredOutput)]
pub struct ExpenseItem {
    pub date: NaiveDate,
    /// The merchant's name as written.
    pub merchant: String,
    pub category: ExpenseCategory,
    /// The amount in the claim's currency, a number.
    pub amount: f64,
    /// Whether a receipt is provided.
    pub receipt: bool,
}

/// An employee's expense claim.
#[derive(Debug, Serialize, Deserialize, JsonSchema, StructuredOutput)]
pub struct ExpenseClaim {
    /// The employee's full name as written.
    pub employee: String,
    /// ISO 4217 code of the claim's currency (e.g. "EUR").
    pub currency: String,
    pub items: Vec<ExpenseItem>,
    /// The total claimed, a number.
    pub total: f64,
    /// The cost centre or project code to charge, as written, if given.
    pub cost_center: Option<String>,
}

/// A hotel loyalty programme membership.
#[derive(Debug, Serialize, Deserialize, JsonSchema, StructuredOutput)]
pub struct LoyaltyCard {
    /// The programme's name as written.
    pub program: String,
    /// The membership number as written.
    pub number: String,
}

/// The guest a hotel booking is made for.
#[derive(Debug, Serialize, Deserialize, JsonSchema, StructuredOutput)]
pub struct HotelGuest {
    /// Full name as written.
    pub name: String,
    /// Email address, if given.
    pub email: Option<String>,
    /// The loyalty membership, if the booking gives one.
    pub loyalty: Option<LoyaltyCard>,
}

/// The kind of hotel room.
#[derive(Debug, Serialize, Deserialize, JsonSchema, StructuredOutput)]
#[serde(rename_all = "lowercase")]
pub enum RoomType {
    Single,
    Double,
    Twin,
    Suite,
    Family,
}

/// A hotel booking.
#[derive(Debug, Serialize, Deserialize, JsonSchema, StructuredOutput)]
pub struct HotelBooking {
    /// The confirmation number as written.
    pub confirmation: String,
    /// The hotel's name as written.
    pub hotel: String,
    pub guest: HotelGuest,
    pub check_in: NaiveDate,
    pub check_out: NaiveDate,
    pub room: RoomType,
    /// Number of adults.
    pub adults: u32,
    /// Whether breakfast is included in the price.
    pub breakfast: bool,
    /// The total price of the stay, a number in the booking's currency.
    pub total_price: f64,
}

/// A kind of work done on a car.
#[derive(Debug, Serialize, Deserialize, JsonSchema, StructuredOutput)]
#[serde(rename_all = "snake_case")]
pub enum ServiceWork {
    /// Engine oil changed.
    OilChange,
    /// Air filter replaced.
    AirFilter,
    /// Brake pads replaced.
    BrakePads,
    /// The same tyres moved between positions.
    TireRotation,
    /// Tyres swapped for seasonal ones or new ones fitted.
    TireChange,
    /// Battery replaced.
    BatteryReplacement,
    /// Roadworthiness or safety inspection.
    Inspection,
}

/// A vehicle's service record.
#[derive(Debug, Serialize, Deserialize, JsonSchema, StructuredOutput)]
pub struct ServiceRecord {
    /// The licence plate as written.
    pub plate: String,
    /// The day the work was done.
    pub date: NaiveDate,
    /// The odometer reading in kilometres.
    pub odometer_km: u32,
    /// The workshop's name as written.
    pub workshop: String,
    /// The work done, in the order the record lists it.
    pub work: Vec<ServiceWork>,
    /// The amount paid, a number in the record's currency.
    pub cost: f64,
    /// Whether the work was done under warranty.
    pub under_warranty: bool,
    /// The odometer reading in kilometres at which the next service is due, if given.
    pub next_service_km: Option<u32>,
}

/// The reporting half's types, by name.
pub fn shapes() -> Vec<Shape> {
    vec![
        shape::<JobPosting>("JobPosting"),
        shape::<SupportIntent>("SupportIntent"),
        shape::<Vec<BankTransaction>>("Vec<BankTransaction>"),
        shape::<Shipment>("Shipment"),
        shape::<PropertyListing>("PropertyListing"),
        shape::<MatchResult>("MatchResult"),
        shape::<VulnerabilityReport>("VulnerabilityReport"),
        shape::<Citation>("Citation"),
        shape::<WeatherObservation>("WeatherObservation"),
        shape::<ExpenseClaim>("ExpenseClaim"),
        shape::<HotelBooking>("HotelBooking"),
        shape::<ServiceRecord>("ServiceRecord"),
    ]
}

/// The reporting half's tasks, four per type.
pub fn groups() -> Vec<Group> {
    vec![
        job_posting(),
        support_intent(),
        bank_transactions(),
        shipment(),
        property_listing(),
        match_result(),
        vulnerability_report(),
        citation(),
        weather_observation(),
        expense_claim(),
        hotel_booking(),
        service_record(),
    ]
}

fn job_posting() -> Group {
    (
        "JobPosting",
        vec![
            (
                "Extract the job posting from this advertisement:\n\nPosition: Senior Backend Engineer\nCompany: Ferrous Labs\nLocation: Berlin (hybrid, two days a week from home)\nFull-time, permanent\nSalary: €75,000–90,000 per year\nYou bring: 5+ years of experience, Rust, PostgreSQL, Kubernetes\nNice to have: Go\nApply by 31 May 2025.",
                json!({"title": "Senior Backend Engineer", "company": "Ferrous Labs", "city": "Berlin", "remote": true, "employment": "full_time", "salary_min": 75000, "salary_max": 90000, "salary_currency": "EUR", "min_experience_years": 5, "skills": ["Rust", "PostgreSQL", "Kubernetes"], "apply_by": "2025-05-31"}),
            ),
            (
                "Extract the job posting from this advertisement:\n\nTitel: UX Design Praktikum\nUnternehmen: Kranich Mobility GmbH\nOrt: Hamburg, Arbeit vor Ort (kein Homeoffice)\nArt: Praktikum, 6 Monate\nKenntnisse: Figma, HTML, CSS\nBewerbungsschluss: 15. März 2025",
                json!({"title": "UX Design Praktikum", "company": "Kranich Mobility GmbH", "city": "Hamburg", "remote": false, "employment": "internship", "salary_min": null, "salary_max": null, "salary_currency": null, "min_experience_years": null, "skills": ["Figma", "HTML", "CSS"], "apply_by": "2025-03-15"}),
            ),
            (
                "Extract the job posting from this message:\n\nHey! We're hiring a DevOps Engineer at Bluewave Analytics on a contract basis, 100% remote from anywhere in the EU. Budget is $120k a year. Must know Terraform and AWS, 3 years minimum. No deadline, we review applications as they come in.",
                json!({"title": "DevOps Engineer", "company": "Bluewave Analytics", "city": null, "remote": true, "employment": "contract", "salary_min": 120000, "salary_max": 120000, "salary_currency": "USD", "min_experience_years": 3, "skills": ["Terraform", "AWS"], "apply_by": null}),
            ),
            (
                "Extract the job posting from this advertisement:\n\nPoste : Assistant comptable\nEntreprise : Boulangeries Lemoine SA\nLieu : Lyon\nTemps partiel (24 h par semaine), télétravail possible le vendredi\nSalaire : 28 000 à 31 000 € brut par an\nExpérience : 2 ans minimum\nCompétences : Excel, Sage\nCandidatures avant le 2 juin 2025 (prise de poste le 1er juillet 2025)",
                json!({"title": "Assistant comptable", "company": "Boulangeries Lemoine SA", "city": "Lyon", "remote": true, "employment": "part_time", "salary_min": 28000, "salary_max": 31000, "salary_currency": "EUR", "min_experience_years": 2, "skills": ["Excel", "Sage"], "apply_by": "2025-06-02"}),
            ),
        ],
    )
}

fn support_intent() -> Group {
    (
        "SupportIntent",
        vec![
            (
                "Classify the intent of this customer message:\n\nI was charged twice for my March order #4471. Please send the duplicate payment back to my card.",
                json!("refund"),
            ),
            (
                "Classify the intent of this customer message:\n\nBonjour, je voudrais résilier mon abonnement à la fin du mois. Merci de me confirmer la résiliation.",
                json!("cancel"),
            ),
            (
                "Classify the intent of this customer message:\n\nSince your last update the app shows 'Error 0x80040154' whenever I open the Reports tab. Reinstalling didn't help.",
                json!("technical_issue"),
            ),
            (
                "Classify the intent of this customer message:\n\nhi, quick one - my invoice for April says 49.90 but the pricing page says 39.90 for the same plan?? which one is right? not asking for anything back, just want to understand. (my new address is already updated btw, thanks for that)",
                json!("billing_question"),
            ),
        ],
    )
}

fn bank_transactions() -> Group {
    (
        "Vec<BankTransaction>",
        vec![
            (
                "List the transactions in this bank statement extract:\n\n2025-03-01  SALARY ACME CORP  +3,250.00\n2025-03-02  TESCO STORES 2231  -54.20\n2025-03-03  NETFLIX.COM  -12.99",
                json!([{"date": "2025-03-01", "description": "SALARY ACME CORP", "amount": 3250.0}, {"date": "2025-03-02", "description": "TESCO STORES 2231", "amount": -54.2}, {"date": "2025-03-03", "description": "NETFLIX.COM", "amount": -12.99}]),
            ),
            (
                "List the transactions in this bank statement extract:\n\nBuchungstag | Verwendungszweck | Betrag\n03.02.2025 | REWE Markt Köln | -23,45 €\n04.02.2025 | Miete Februar | -1.150,00 €\n05.02.2025 | Gutschrift Erstattung Amazon | 19,99 €",
                json!([{"date": "2025-02-03", "description": "REWE Markt Köln", "amount": -23.45}, {"date": "2025-02-04", "description": "Miete Februar", "amount": -1150.0}, {"date": "2025-02-05", "description": "Gutschrift Erstattung Amazon", "amount": 19.99}]),
            ),
            (
                "List the transactions in this reply from a banking assistant:\n\nHere's what I found on your current account:\n• 6 June 2025 – Uber – you paid £18.40\n• 7 June 2025 – ASOS – refund of £32.00 to you\n• 9 June 2025 – Leon Restaurants – you paid £6.85",
                json!([{"date": "2025-06-06", "description": "Uber", "amount": -18.4}, {"date": "2025-06-07", "description": "ASOS", "amount": 32.0}, {"date": "2025-06-09", "description": "Leon Restaurants", "amount": -6.85}]),
            ),
            (
                "List the transactions in this scanned bank statement:\n\nDATE         DETAILS                    DEBIT    CREDIT   BALANCE\n             Opening balance                                1,289.16\n12 Jan 2025  DIRECT DEBIT BRITISH GAS   85.00             1,204.16\n14 Jan 2025  TRANSFER FROM J SMITH               200.00   1,404.16\n15 Jan 2025  CARD PAYMENT SHELL 0421    61.37             1,342.79",
                json!([{"date": "2025-01-12", "description": "DIRECT DEBIT BRITISH GAS", "amount": -85.0}, {"date": "2025-01-14", "description": "TRANSFER FROM J SMITH", "amount": 200.0}, {"date": "2025-01-15", "description": "CARD PAYMENT SHELL 0421", "amount": -61.37}]),
            ),
        ],
    )
}

fn shipment() -> Group {
    (
        "Shipment",
        vec![
            (
                "Extract the shipment status from this tracking page:\n\nDHL tracking - Waybill 1234567890\nStatus: In transit\nLast scan: Leipzig Hub, 2025-04-14 06:12\nWeight: 2.4 kg\nEstimated delivery: 2025-04-16",
                json!({"tracking_number": "1234567890", "carrier": "DHL", "status": {"kind": "in_transit", "last_location": "Leipzig Hub"}, "weight_kg": 2.4, "expected_delivery": "2025-04-16"}),
            ),
            (
                "Extract the shipment status from this email:\n\nYour UPS package 1Z999AA10123456784 was delivered on Tuesday, January 7, 2025 at 2:14 PM. Signed by: MORRIS. Thank you for shipping with UPS.",
                json!({"tracking_number": "1Z999AA10123456784", "carrier": "UPS", "status": {"kind": "delivered", "on": "2025-01-07", "signed_by": "MORRIS"}, "weight_kg": null, "expected_delivery": null}),
            ),
            (
                "Extract the shipment status from this text message:\n\nCorreos: tu envío PQ4F6P0712345670108001K está en reparto. Entrega prevista hoy, 3 de octubre de 2025. Peso: 850 g.",
                json!({"tracking_number": "PQ4F6P0712345670108001K", "carrier": "Correos", "status": {"kind": "out_for_delivery"}, "weight_kg": 0.85, "expected_delivery": "2025-10-03"}),
            ),
            (
                "Extract the shipment status from this tracking update:\n\nFedEx tracking 7489 2213 0056\nDelivery exception on 2025-02-10: recipient address not found.\nUpdate: the shipment is being returned to the sender.\nPackage weight: 5.5 kg",
                json!({"tracking_number": "7489 2213 0056", "carrier": "FedEx", "status": {"kind": "returned_to_sender"}, "weight_kg": 5.5, "expected_delivery": null}),
            ),
        ],
    )
}

fn property_listing() -> Group {
    (
        "PropertyListing",
        vec![
            (
                "Extract the property listing:\n\nRef. LDN-4471 - For sale: 2-bedroom flat on the 3rd floor, Camden, London NW1 8AB. 68 m². Asking price £625,000. Allocated parking space included. Contact Sarah Whitfield, 020 7946 0321.",
                json!({"reference": "LDN-4471", "offer": "sale", "price": 625000.0, "property": {"area_m2": 68.0, "bedrooms": 2, "floor": 3, "location": {"city": "London", "district": "Camden", "postcode": "NW1 8AB"}}, "parking": true, "agent": {"name": "Sarah Whitfield", "phone": "020 7946 0321"}}),
            ),
            (
                "Extract the property listing:\n\nRéf. : LY-2231\nÀ louer - appartement de 3 pièces dont 2 chambres, 64,5 m², au rez-de-chaussée, Lyon (69007).\nLoyer : 1 050 € par mois + 80 € de charges.\nPas de parking.\nLocation de particulier à particulier.",
                json!({"reference": "LY-2231", "offer": "rent", "price": 1050.0, "property": {"area_m2": 64.5, "bedrooms": 2, "floor": 0, "location": {"city": "Lyon", "district": null, "postcode": "69007"}}, "parking": false, "agent": null}),
            ),
            (
                "Extract the property listing:\n\nObjekt-Nr. 2025-117\nFreistehendes Einfamilienhaus in Freiburg im Breisgau, Stadtteil Herdern\n5 Zimmer, davon 4 Schlafzimmer, ca. 142 m² Wohnfläche\nKaufpreis: 895.000 €\nDoppelgarage\nIhr Ansprechpartner: Thomas Kern, Tel. 0761 555 2190",
                json!({"reference": "2025-117", "offer": "sale", "price": 895000.0, "property": {"area_m2": 142.0, "bedrooms": 4, "floor": null, "location": {"city": "Freiburg im Breisgau", "district": "Herdern", "postcode": null}}, "parking": true, "agent": {"name": "Thomas Kern", "phone": "0761 555 2190"}}),
            ),
            (
                "Extract the property listing from this message:\n\nhey, my landlord is renting out the basement apartment at 14 Elm Street, Toronto M4E 2V1 (1 bedroom, 38 m², one level below the ground floor). $1,450/month, utilities included, no parking included. Listing id is TR-88. Talk to their agent Dana Cho, she only answers email.",
                json!({"reference": "TR-88", "offer": "rent", "price": 1450.0, "property": {"area_m2": 38.0, "bedrooms": 1, "floor": -1, "location": {"city": "Toronto", "district": null, "postcode": "M4E 2V1"}}, "parking": false, "agent": {"name": "Dana Cho", "phone": null}}),
            ),
        ],
    )
}

fn match_result() -> Group {
    (
        "MatchResult",
        vec![
            (
                "Extract the match result from this report:\n\nPremier League, 14 December 2024: Arsenal 2-1 Everton. Goals: Saka 23' (pen), Calvert-Lewin 51', Ødegaard 88'. Attendance: 60,312.",
                json!({"competition": "Premier League", "date": "2024-12-14", "home_team": "Arsenal", "away_team": "Everton", "home_score": 2, "away_score": 1, "extra_time": false, "goals": [{"player": "Saka", "minute": 23, "penalty": true}, {"player": "Calvert-Lewin", "minute": 51, "penalty": false}, {"player": "Ødegaard", "minute": 88, "penalty": false}], "attendance": 60312}),
            ),
            (
                "Extract the match result from this report:\n\nDFB-Pokal, Achtelfinale, 5. Februar 2025\nSC Freiburg - 1. FC Köln 3:2 nach Verlängerung\nTore: 1:0 Grifo (12., Foulelfmeter), 1:1 Huseinbašić (40.), 2:1 Gregoritsch (67.), 2:2 Waldschmidt (89.), 3:2 Höler (104.)",
                json!({"competition": "DFB-Pokal", "date": "2025-02-05", "home_team": "SC Freiburg", "away_team": "1. FC Köln", "home_score": 3, "away_score": 2, "extra_time": true, "goals": [{"player": "Grifo", "minute": 12, "penalty": true}, {"player": "Huseinbašić", "minute": 40, "penalty": false}, {"player": "Gregoritsch", "minute": 67, "penalty": false}, {"player": "Waldschmidt", "minute": 89, "penalty": false}, {"player": "Höler", "minute": 104, "penalty": false}], "attendance": null}),
            ),
            (
                "Extract the match result from this report:\n\nCopa Libertadores, group stage - 2025-05-14\nBoca Juniors (home) 1, Nacional (away) 1\nGoals: Merentiel 34', Gómez 77'\n48,500 spectators at La Bombonera.",
                json!({"competition": "Copa Libertadores", "date": "2025-05-14", "home_team": "Boca Juniors", "away_team": "Nacional", "home_score": 1, "away_score": 1, "extra_time": false, "goals": [{"player": "Merentiel", "minute": 34, "penalty": false}, {"player": "Gómez", "minute": 77, "penalty": false}], "attendance": 48500}),
            ),
            (
                "Extract the match result from this post:\n\nFinal whistle at Anfield on Saturday 1 March 2025: Liverpool 0, Manchester City 0. No goals, no extra time. Crowd: 60,725. Next up for Liverpool: Newcastle away on 8 March.",
                json!({"competition": null, "date": "2025-03-01", "home_team": "Liverpool", "away_team": "Manchester City", "home_score": 0, "away_score": 0, "extra_time": false, "goals": [], "attendance": 60725}),
            ),
        ],
    )
}

fn vulnerability_report() -> Group {
    (
        "VulnerabilityReport",
        vec![
            (
                "Extract the vulnerability report from this alert:\n\nDependabot alert: GHSA-952p-6rrq-rcjv / CVE-2024-4067\nPackage: micromatch (npm)\nSeverity: Medium - CVSS 5.3\nPublished: May 14, 2024\nPatched version: 4.0.8. Upgrade recommended.\nNo known exploitation.",
                json!({"id": "CVE-2024-4067", "package": "micromatch", "ecosystem": "npm", "severity": "medium", "cvss": 5.3, "published": "2024-05-14", "remediation": {"upgrade": {"version": "4.0.8"}}, "exploited": false}),
            ),
            (
                "Extract the vulnerability report from this advisory:\n\nRUSTSEC-2025-0012: crate `tiny-http-parse` (crates.io) - heap overflow when parsing chunked bodies.\nSeverity: critical (CVSS 9.8). Reported 2025-02-03.\nVersions before 0.7.3 are affected; fixed in 0.7.3.\nThe maintainers report that it is being actively exploited.",
                json!({"id": "RUSTSEC-2025-0012", "package": "tiny-http-parse", "ecosystem": "crates_io", "severity": "critical", "cvss": 9.8, "published": "2025-02-03", "remediation": {"upgrade": {"version": "0.7.3"}}, "exploited": true}),
            ),
            (
                "Extract the vulnerability report from this notice:\n\nSicherheitsmeldung: CVE-2025-31337 im Python-Paket pyyaml-ext (PyPI).\nSchweregrad: hoch, CVSS-Score 7,5.\nVeröffentlicht am 9. April 2025.\nBisher gibt es keine korrigierte Version. Eine Ausnutzung ist nicht bekannt.",
                json!({"id": "CVE-2025-31337", "package": "pyyaml-ext", "ecosystem": "pypi", "severity": "high", "cvss": 7.5, "published": "2025-04-09", "remediation": "no_fix", "exploited": false}),
            ),
            (
                "Extract the vulnerability report from this email:\n\nFrom: security@ourco.example\nSubject: log4j 1.x finding\nOur scan flagged CVE-2022-23305 in log4j:log4j 1.2.17 (Maven), published 2022-01-18. Severity: critical. Log4j 1.x is end-of-life and will never get a fix: replace it with org.apache.logging.log4j:log4j-core. Exploits are public and being used in the wild.",
                json!({"id": "CVE-2022-23305", "package": "log4j:log4j", "ecosystem": "maven", "severity": "critical", "cvss": null, "published": "2022-01-18", "remediation": {"replace": {"package": "org.apache.logging.log4j:log4j-core"}}, "exploited": true}),
            ),
        ],
    )
}

fn citation() -> Group {
    (
        "Citation",
        vec![
            (
                "Extract the citation from this reference list entry:\n\nKleppmann, M. (2017). Designing data-intensive applications. O'Reilly Media. ISBN 978-1-4493-7332-0.",
                json!({"authors": ["Kleppmann, M."], "title": "Designing data-intensive applications", "year": 2017, "publisher": "O'Reilly Media", "venue": null, "edition": null, "isbn": "978-1-4493-7332-0", "doi": null}),
            ),
            (
                "Extract the citation from this reference list entry:\n\nAda Novak, Jin Park and Elena Rossi. \"Sparse retrieval for low-resource languages.\" Transactions of the ACL, 2023. doi:10.1162/tacl_a_00571",
                json!({"authors": ["Ada Novak", "Jin Park", "Elena Rossi"], "title": "Sparse retrieval for low-resource languages", "year": 2023, "publisher": null, "venue": "Transactions of the ACL", "edition": null, "isbn": null, "doi": "10.1162/tacl_a_00571"}),
            ),
            (
                "Extract the citation from this course note:\n\nThe textbook for the course is the third edition of Introduction to Algorithms by Thomas H. Cormen, Charles E. Leiserson, Ronald L. Rivest and Clifford Stein, published by MIT Press in 2009. Older editions are fine too.",
                json!({"authors": ["Thomas H. Cormen", "Charles E. Leiserson", "Ronald L. Rivest", "Clifford Stein"], "title": "Introduction to Algorithms", "year": 2009, "publisher": "MIT Press", "venue": null, "edition": 3, "isbn": null, "doi": null}),
            ),
            (
                "Extract the citation from this bibliography entry:\n\nPierre Bourdieu, « La Distinction. Critique sociale du jugement », Paris, Éditions de Minuit, 1979, 670 p.",
                json!({"authors": ["Pierre Bourdieu"], "title": "La Distinction. Critique sociale du jugement", "year": 1979, "publisher": "Éditions de Minuit", "venue": null, "edition": null, "isbn": null, "doi": null}),
            ),
        ],
    )
}

fn weather_observation() -> Group {
    (
        "WeatherObservation",
        vec![
            (
                "Extract the weather observation:\n\nStation: Zurich Fluntern, 2025-01-18 12:00 UTC\nTemperature: -3.5 °C, humidity 87 %\nWind: NE 15 km/h, gusts 32 km/h\nSnowfall in the last hour: 4 mm (water equivalent)",
                json!({"station": "Zurich Fluntern", "date": "2025-01-18", "temperature_c": -3.5, "humidity_pct": 87, "wind": {"speed_kmh": 15.0, "from": "NE", "gusts_kmh": 32.0}, "precipitation": {"type": "snow", "mm": 4.0}}),
            ),
            (
                "Extract the weather observation from this daily log:\n\nStation: Austin Camp Mabry\nDate: July 4th, 2025\nTemp: 95 °F (35 °C)\nHumidity: 40%\nWind sensor offline - no data\nNo precipitation.",
                json!({"station": "Austin Camp Mabry", "date": "2025-07-04", "temperature_c": 35.0, "humidity_pct": 40, "wind": null, "precipitation": {"type": "dry"}}),
            ),
            (
                "Extract the weather observation:\n\nWetterbeobachtung Station Hamburg-Fuhlsbüttel, 12. November 2024: 7,2 °C, relative Luftfeuchte 93 %, Wind aus Südwest mit 24 km/h (Böen bis 55 km/h), Niederschlag: 6,8 mm Regen.",
                json!({"station": "Hamburg-Fuhlsbüttel", "date": "2024-11-12", "temperature_c": 7.2, "humidity_pct": 93, "wind": {"speed_kmh": 24.0, "from": "SW", "gusts_kmh": 55.0}, "precipitation": {"type": "rain", "mm": 6.8}}),
            ),
            (
                "Extract the weather observation from this spotter report:\n\nStation: Bergen Florida. Reading on 2025-03-09: temp 6 °C (yesterday it was 9 °C), wind 40 km/h from the W, no gust data, 12 mm of rain since midnight. Humidity not measured. Tomorrow's forecast: snow.",
                json!({"station": "Bergen Florida", "date": "2025-03-09", "temperature_c": 6.0, "humidity_pct": null, "wind": {"speed_kmh": 40.0, "from": "W", "gusts_kmh": null}, "precipitation": {"type": "rain", "mm": 12.0}}),
            ),
        ],
    )
}

fn expense_claim() -> Group {
    (
        "ExpenseClaim",
        vec![
            (
                "Extract the expense claim from this email:\n\nHi Finance,\nPlease reimburse my trip to the Lyon client visit (cost centre CC-4410):\n- 3 Mar 2025, SNCF, train ticket, €86.00 (receipt attached)\n- 3 Mar 2025, Hôtel Le Royal, 1 night, €142.50 (receipt attached)\n- 4 Mar 2025, Brasserie Georges, dinner, €38.20 (lost the receipt, sorry)\nTotal €266.70\nThanks, Nadia Benali",
                json!({"employee": "Nadia Benali", "currency": "EUR", "items": [{"date": "2025-03-03", "merchant": "SNCF", "category": "travel", "amount": 86.0, "receipt": true}, {"date": "2025-03-03", "merchant": "Hôtel Le Royal", "category": "lodging", "amount": 142.5, "receipt": true}, {"date": "2025-03-04", "merchant": "Brasserie Georges", "category": "meals", "amount": 38.2, "receipt": false}], "total": 266.7, "cost_center": "CC-4410"}),
            ),
            (
                "Extract the expense claim from this chat message:\n\n@finance expense claim from Kevin O'Neill: bought printer paper and a stapler at Office Depot on May 12, 2025 - $28.65 incl. tax ($26.47 before tax). Receipt photo attached. No project code.",
                json!({"employee": "Kevin O'Neill", "currency": "USD", "items": [{"date": "2025-05-12", "merchant": "Office Depot", "category": "supplies", "amount": 28.65, "receipt": true}], "total": 28.65, "cost_center": null}),
            ),
            (
                "Extract the expense claim from this form:\n\nReisekostenabrechnung - Jonas Weber - Kostenstelle 7720\n14.10.2024 | Deutsche Bahn | Fahrkarte München-Berlin | 129,90 € | Beleg: ja\n14.10.2024 | Taxi Berlin Zentrum | Fahrt zum Kunden | 23,50 € | Beleg: ja\n15.10.2024 | Motel One Berlin | Übernachtung | 99,00 € | Beleg: ja\n15.10.2024 | Kiosk am Hbf | Getränke | 4,20 € | Beleg: nein\nGesamt: 256,60 €",
                json!({"employee": "Jonas Weber", "currency": "EUR", "items": [{"date": "2024-10-14", "merchant": "Deutsche Bahn", "category": "travel", "amount": 129.9, "receipt": true}, {"date": "2024-10-14", "merchant": "Taxi Berlin Zentrum", "category": "travel", "amount": 23.5, "receipt": true}, {"date": "2024-10-15", "merchant": "Motel One Berlin", "category": "lodging", "amount": 99.0, "receipt": true}, {"date": "2024-10-15", "merchant": "Kiosk am Hbf", "category": "meals", "amount": 4.2, "receipt": false}], "total": 256.6, "cost_center": "7720"}),
            ),
            (
                "Extract the expense claim from this form:\n\nExpense claim - Priya Raman (GBP)\n1) 20/01/2025 - Addison Lee - taxi to Heathrow - £54.00 - receipt: yes\n2) 21/01/2025 - Leon - lunch - £9.35 - receipt: yes\n3) 22/01/2025 - Eventbrite - conference registration fee - £120.00 - receipt: no\nTotal claimed: £183.35\nProject: ATLAS-2",
                json!({"employee": "Priya Raman", "currency": "GBP", "items": [{"date": "2025-01-20", "merchant": "Addison Lee", "category": "travel", "amount": 54.0, "receipt": true}, {"date": "2025-01-21", "merchant": "Leon", "category": "meals", "amount": 9.35, "receipt": true}, {"date": "2025-01-22", "merchant": "Eventbrite", "category": "other", "amount": 120.0, "receipt": false}], "total": 183.35, "cost_center": "ATLAS-2"}),
            ),
        ],
    )
}

fn hotel_booking() -> Group {
    (
        "HotelBooking",
        vec![
            (
                "Extract the hotel booking from this confirmation:\n\nBooking confirmation 4021.558.193\nThe Harbour Hotel Bristol\nGuest: Emily Carter (emily.carter@mail.example)\nCheck-in: Fri 14 March 2025 - Check-out: Sun 16 March 2025\n1 x Double room, 2 adults, breakfast included\nTotal: £312.40",
                json!({"confirmation": "4021.558.193", "hotel": "The Harbour Hotel Bristol", "guest": {"name": "Emily Carter", "email": "emily.carter@mail.example", "loyalty": null}, "check_in": "2025-03-14", "check_out": "2025-03-16", "room": "double", "adults": 2, "breakfast": true, "total_price": 312.4}),
            ),
            (
                "Extract the hotel booking from this confirmation:\n\nConfirmación de reserva n.º H-88213\nHotel Miramar Valencia\nTitular: Javier Ortega Ruiz\nEntrada: 2 de agosto de 2025 · Salida: 9 de agosto de 2025\nHabitación familiar, 2 adultos y 2 niños\nRégimen: solo alojamiento (desayuno no incluido)\nPrecio total: 1.386,00 €\nSocio Meliá Rewards n.º 40021877",
                json!({"confirmation": "H-88213", "hotel": "Hotel Miramar Valencia", "guest": {"name": "Javier Ortega Ruiz", "email": null, "loyalty": {"program": "Meliá Rewards", "number": "40021877"}}, "check_in": "2025-08-02", "check_out": "2025-08-09", "room": "family", "adults": 2, "breakfast": false, "total_price": 1386.0}),
            ),
            (
                "Extract the hotel booking from this assistant's reminder:\n\nReminder: you're booked at Hotel Adlon Kempinski, conf. #AK-77120, from June 10 to June 12, 2025 (moved from the original June 3-5). Twin room for you and Marc, 2 adults. Booked under Laura Schmitt, laura.s@corp.example, Kempinski DISCOVERY member 5541 9920 1187. €1,020 for both nights; breakfast is extra.",
                json!({"confirmation": "AK-77120", "hotel": "Hotel Adlon Kempinski", "guest": {"name": "Laura Schmitt", "email": "laura.s@corp.example", "loyalty": {"program": "Kempinski DISCOVERY", "number": "5541 9920 1187"}}, "check_in": "2025-06-10", "check_out": "2025-06-12", "room": "twin", "adults": 2, "breakfast": false, "total_price": 1020.0}),
            ),
            (
                "Extract the hotel booking:\n\nReservation SGL-2207 at Ibis Budget Porto: single room for 1 adult, check-in 2024-11-21, check-out 2024-11-22, guest Tomasz Nowak, tomasz.nowak@example.pl, breakfast included, total 59.00 EUR.",
                json!({"confirmation": "SGL-2207", "hotel": "Ibis Budget Porto", "guest": {"name": "Tomasz Nowak", "email": "tomasz.nowak@example.pl", "loyalty": null}, "check_in": "2024-11-21", "check_out": "2024-11-22", "room": "single", "adults": 1, "breakfast": true, "total_price": 59.0}),
            ),
        ],
    )
}

fn service_record() -> Group {
    (
        "ServiceRecord",
        vec![
            (
                "Extract the service record from this work order:\n\nGarage De Vries, Utrecht\nWerkorder 2025-0311\nDatum: 11 maart 2025\nKenteken: GH-512-K\nKilometerstand: 87.450 km\nUitgevoerd: olie verversen, luchtfilter vervangen, APK-keuring\nTotaal: € 312,75 (incl. btw)\nVolgende onderhoudsbeurt: bij 102.450 km",
                json!({"plate": "GH-512-K", "date": "2025-03-11", "odometer_km": 87450, "workshop": "Garage De Vries", "work": ["oil_change", "air_filter", "inspection"], "cost": 312.75, "under_warranty": false, "next_service_km": 102450}),
            ),
            (
                "Extract the service record:\n\nVehicle: Toyota Corolla, plate ABC-1234 (Ontario)\nServiced at Midtown Toyota on January 9th, 2025, odometer 61,032 km\nWork: front brake pads replaced; tires rotated\nAmount charged: CA$0.00 (brake pads replaced under warranty)\nNext service due at 70,000 km",
                json!({"plate": "ABC-1234", "date": "2025-01-09", "odometer_km": 61032, "workshop": "Midtown Toyota", "work": ["brake_pads", "tire_rotation"], "cost": 0.0, "under_warranty": true, "next_service_km": 70000}),
            ),
            (
                "Extract the service record from this message:\n\nPicked up my car from Speedy Lube yesterday (today is 2024-10-02). Plate is KA-MM 4471. They only did an oil change, 39 euros. The counter said 23 110 km. They didn't say when the next one is due.",
                json!({"plate": "KA-MM 4471", "date": "2024-10-01", "odometer_km": 23110, "workshop": "Speedy Lube", "work": ["oil_change"], "cost": 39.0, "under_warranty": false, "next_service_km": null}),
            ),
            (
                "Extract the service record from this invoice:\n\nWerkstattrechnung Nr. 88213 - Autohaus Brenner GmbH, Graz\nDatum: 27.06.2025\nKennzeichen: G-482 TX\nKm-Stand: 134 500\nLeistungen: Batterie ersetzt; Bremsbeläge hinten erneuert; Reifenwechsel auf Sommerreifen\nSumme: 486,40 €\n(Vorige Rechnung vom 12.01.2025: 210,00 €)",
                json!({"plate": "G-482 TX", "date": "2025-06-27", "odometer_km": 134500, "workshop": "Autohaus Brenner GmbH", "work": ["battery_replacement", "brake_pads", "tire_change"], "cost": 486.4, "under_warranty": false, "next_service_km": null}),
            ),
        ],
    )
}
