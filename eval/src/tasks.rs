//! The tasks: a request in plain words and the value a correct reply holds. Four per type
//! (eight for `Department`); optional fields are named in some texts and absent from others
//! (expected `null`).
//!
//! Two halves, split once by when and by whom a task was written (issue #30):
//! - [`Half::Tuning`]: the tasks of this file, on which the instruction texts were chosen
//!   and reworded: the first 48 (12 types, issue #13), then 12 added for documented enum
//!   variants (`Department`, `DeliveryComplaint`). Texts change only from what these tasks
//!   show.
//! - [`Half::Reporting`]: the 48 tasks of [`reporting`](crate::reporting), 12 other types,
//!   written afterwards by a session that never read the instruction texts or the
//!   converter. The README's figures are this half's.

use serde_json::{Value, json};

/// Which half of the tasks a task belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Half {
    /// The tasks the texts were tuned on.
    Tuning,
    /// The tasks the texts are reported on, never tuned on.
    Reporting,
}

impl Half {
    /// The name used on the command line and in the JSONL files.
    pub fn id(self) -> &'static str {
        match self {
            Half::Tuning => "tuning",
            Half::Reporting => "reporting",
        }
    }
}

/// One extraction or classification task with its known answer.
pub struct Task {
    /// Stable id, `<type>-<n>`.
    pub id: String,
    /// The half it belongs to.
    pub half: Half,
    /// The [`Shape`](crate::shape::Shape) name of the type asked for.
    pub shape: &'static str,
    /// The request, without any format instruction.
    pub text: &'static str,
    /// The correct value, as JSON of the type.
    pub expected: Value,
}

/// Every task: the tuning half, then the reporting half.
pub fn all() -> Vec<Task> {
    let mut out = round_robin(groups(), Half::Tuning);
    // The types added later come after the first 48 tasks, so that `--tasks N` still takes
    // the same tasks of the first 12 types for any N up to 48.
    out.extend(round_robin(added_groups(), Half::Tuning));
    out.extend(round_robin(crate::reporting::groups(), Half::Reporting));
    out
}

/// The tasks of one half, ordered round-robin over the types so that the first `n` cover as
/// many types as possible.
fn round_robin(groups: Vec<Group>, half: Half) -> Vec<Task> {
    let longest = groups
        .iter()
        .map(|(_, tasks)| tasks.len())
        .max()
        .unwrap_or(0);
    let mut out = Vec::new();
    for round in 0..longest {
        for (shape, tasks) in &groups {
            if let Some((text, expected)) = tasks.get(round) {
                out.push(Task {
                    id: format!("{}-{}", slug(shape), round + 1),
                    half,
                    shape,
                    text,
                    expected: expected.clone(),
                });
            }
        }
    }
    out
}

fn slug(shape: &str) -> String {
    shape
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .collect::<String>()
        .to_lowercase()
}

/// A type's name and its tasks: each a request and the expected value.
pub type Group = (&'static str, Vec<(&'static str, Value)>);

fn groups() -> Vec<Group> {
    vec![
        contact(),
        priority(),
        ticket(),
        employee(),
        invoice(),
        products(),
        review(),
        event(),
        order(),
        home_command(),
        recipe(),
        flight(),
    ]
}

/// Types added to the tuning half after its first 48 tasks: a top-level unit enum whose
/// variants are documented, and a struct with such an enum as a field (the layout of
/// documented variants had no tuning task before).
fn added_groups() -> Vec<Group> {
    vec![department(), delivery_complaint()]
}

fn contact() -> Group {
    (
        "Contact",
        vec![
            (
                "Extract the contact details from this email signature:\n\nBest regards,\nMaria Gonzalez\nSenior Buyer, Northwind Traders\nmaria.gonzalez@northwind.example | +34 91 555 0142",
                json!({"name": "Maria Gonzalez", "email": "maria.gonzalez@northwind.example", "phone": "+34 91 555 0142", "company": "Northwind Traders"}),
            ),
            (
                "Extract the contact details from this note:\n\nMet Tom Becker at the conference. He freelances, no company. His mail is tom@becker.example.",
                json!({"name": "Tom Becker", "email": "tom@becker.example", "phone": null, "company": null}),
            ),
            (
                "Extract the contact details from this message:\n\nHi, this is Aiko Tanaka from Sakura Logistics. Call me back on 03-5555-0198 when you can.",
                json!({"name": "Aiko Tanaka", "email": null, "phone": "03-5555-0198", "company": "Sakura Logistics"}),
            ),
            (
                "Extract the contact details from this line of a guest list:\n\nPeter Olsen",
                json!({"name": "Peter Olsen", "email": null, "phone": null, "company": null}),
            ),
        ],
    )
}

fn priority() -> Group {
    (
        "Priority",
        vec![
            (
                "Classify the priority of this support request:\n\nOur whole production site is down and customers cannot pay. Please help immediately!",
                json!("urgent"),
            ),
            (
                "Classify the priority of this support request:\n\nThere is a small typo on the About page: 'recieve' should be 'receive'. No rush.",
                json!("low"),
            ),
            (
                "Classify the priority of this support request:\n\nExporting reports to PDF fails for all users since this morning; we can work around it with CSV for now, but need it fixed this week.",
                json!("high"),
            ),
            (
                "Classify the priority of this support request:\n\nIt would be nice if the dashboard remembered my last filter. It's a bit annoying to set it every time, but not blocking anything.",
                json!("medium"),
            ),
        ],
    )
}

fn ticket() -> Group {
    (
        "Ticket",
        vec![
            (
                "Triage this bug report into a ticket:\n\nLogin with Google fails with error 500 every time I try, on every browser. This blocks all our new users. Assign it to Priya.",
                json!({"title": "Login with Google fails with error 500", "priority": "urgent", "component": "login", "reproducible": true, "assignee": "Priya"}),
            ),
            (
                "Triage this bug report into a ticket:\n\nOnce last week an invoice was emailed twice to a customer. I could not make it happen again. Low priority; the billing team will look.",
                json!({"title": "Invoice emailed twice", "priority": "low", "component": "billing", "reproducible": false, "assignee": null}),
            ),
            (
                "Triage this bug report into a ticket:\n\nSearch returns no results when the query contains an apostrophe, e.g. O'Brien. Happens every time. Medium priority. Jonas will take it.",
                json!({"title": "Search fails on queries with an apostrophe", "priority": "medium", "component": "search", "reproducible": true, "assignee": "Jonas"}),
            ),
            (
                "Triage this bug report into a ticket:\n\nThe mobile app crashes on start for some Android 14 users. We reproduced it on two test phones. High priority.",
                json!({"title": "Mobile app crashes on start on Android 14", "priority": "high", "component": "mobile app", "reproducible": true, "assignee": null}),
            ),
        ],
    )
}

fn employee() -> Group {
    (
        "Employee",
        vec![
            (
                "Extract the employee record:\n\nJulia Schmidt, 34, lives at Hauptstrasse 12 in Berlin, Germany. She reports to Markus Weber.",
                json!({"name": "Julia Schmidt", "age": 34, "address": {"street": "Hauptstrasse 12", "city": "Berlin", "country": "Germany"}, "manager": "Markus Weber"}),
            ),
            (
                "Extract the employee record:\n\nNew hire: Samuel Okafor (age 27). Address: 8 Marina Road, Lagos, Nigeria.",
                json!({"name": "Samuel Okafor", "age": 27, "address": {"street": "8 Marina Road", "city": "Lagos", "country": "Nigeria"}, "manager": null}),
            ),
            (
                "Extract the employee record:\n\nLucie Martin is 45 and works under Claire Dubois. Her home address is 3 Rue de la Paix, Lyon, France.",
                json!({"name": "Lucie Martin", "age": 45, "address": {"street": "3 Rue de la Paix", "city": "Lyon", "country": "France"}, "manager": "Claire Dubois"}),
            ),
            (
                "Extract the employee record:\n\nKenji Watanabe, 52 years old, 2-1 Chiyoda, Tokyo, Japan. Manager: Yuki Sato.",
                json!({"name": "Kenji Watanabe", "age": 52, "address": {"street": "2-1 Chiyoda", "city": "Tokyo", "country": "Japan"}, "manager": "Yuki Sato"}),
            ),
        ],
    )
}

fn invoice() -> Group {
    (
        "Invoice",
        vec![
            (
                "Extract the invoice:\n\nInvoice INV-2024-0193, issued 2024-03-15. 2 x Desk lamp at 24.50 EUR, 1 x Office chair at 189.00 EUR. Total 238.00 EUR. Status: paid.",
                json!({"number": "INV-2024-0193", "issued": "2024-03-15", "currency": "EUR", "total": 238.0, "paid": true, "lines": [{"description": "Desk lamp", "quantity": 2, "unit_price": 24.5}, {"description": "Office chair", "quantity": 1, "unit_price": 189.0}]}),
            ),
            (
                "Extract the invoice:\n\nBill no. 7781 dated 1 February 2025. Web hosting, 12 months at $15 each: $180. Amount due $180, not yet paid.",
                json!({"number": "7781", "issued": "2025-02-01", "currency": "USD", "total": 180.0, "paid": false, "lines": [{"description": "Web hosting", "quantity": 12, "unit_price": 15.0}]}),
            ),
            (
                "Extract the invoice:\n\nInvoice A-55 (issued 2023-11-30): 3 consulting hours at GBP 120.00 per hour = GBP 360.00. Paid in full.",
                json!({"number": "A-55", "issued": "2023-11-30", "currency": "GBP", "total": 360.0, "paid": true, "lines": [{"description": "Consulting hours", "quantity": 3, "unit_price": 120.0}]}),
            ),
            (
                "Extract the invoice:\n\nInvoice 2025/014 of 2025-06-09. Items: 10 USB cables at 4.99 EUR, 5 chargers at 19.90 EUR. Total 149.40 EUR, payment pending.",
                json!({"number": "2025/014", "issued": "2025-06-09", "currency": "EUR", "total": 149.4, "paid": false, "lines": [{"description": "USB cables", "quantity": 10, "unit_price": 4.99}, {"description": "Chargers", "quantity": 5, "unit_price": 19.9}]}),
            ),
        ],
    )
}

fn products() -> Group {
    (
        "Vec<Product>",
        vec![
            (
                "List the products on this shelf label sheet:\n\nGreen tea 4.20 (in stock)\nBlack tea 3.80 (sold out)\nHoney 7.50 (in stock)",
                json!([{"name": "Green tea", "price": 4.2, "in_stock": true}, {"name": "Black tea", "price": 3.8, "in_stock": false}, {"name": "Honey", "price": 7.5, "in_stock": true}]),
            ),
            (
                "List the products in this message:\n\nWe have the Trail Runner shoes at 89.99 available now; the Rain Jacket at 120 is back next month.",
                json!([{"name": "Trail Runner shoes", "price": 89.99, "in_stock": true}, {"name": "Rain Jacket", "price": 120.0, "in_stock": false}]),
            ),
            (
                "List the products in this catalogue extract:\n\n- Notebook A5, 2.50, available\n- Fountain pen, 35.00, available\n- Ink cartridges (5 pack), 6.00, out of stock\n- Pencil case, 8.75, available",
                json!([{"name": "Notebook A5", "price": 2.5, "in_stock": true}, {"name": "Fountain pen", "price": 35.0, "in_stock": true}, {"name": "Ink cartridges (5 pack)", "price": 6.0, "in_stock": false}, {"name": "Pencil case", "price": 8.75, "in_stock": true}]),
            ),
            (
                "List the products in this sentence:\n\nThe only thing left in the shop is one espresso machine for 249.",
                json!([{"name": "Espresso machine", "price": 249.0, "in_stock": true}]),
            ),
        ],
    )
}

fn review() -> Group {
    (
        "Review",
        vec![
            (
                "Analyse this review:\n\nThe Aurora X2 headphones sound amazing and the battery lasts forever. 5 stars!",
                json!({"sentiment": "positive", "rating": 5, "product": "Aurora X2 headphones", "pros": ["sound amazing", "battery lasts forever"]}),
            ),
            (
                "Analyse this review:\n\nBroke after two days. Customer service never answered. 1 star.",
                json!({"sentiment": "negative", "rating": 1, "product": null, "pros": []}),
            ),
            (
                "Analyse this review:\n\nThe BrewMaster 3000 makes great coffee, but it is very loud and hard to clean. 3 out of 5.",
                json!({"sentiment": "mixed", "rating": 3, "product": "BrewMaster 3000", "pros": ["great coffee"]}),
            ),
            (
                "Analyse this review:\n\nComfortable, light and cheap. I would buy these shoes again. Four stars.",
                json!({"sentiment": "positive", "rating": 4, "product": null, "pros": ["comfortable", "light", "cheap"]}),
            ),
        ],
    )
}

fn event() -> Group {
    (
        "Event",
        vec![
            (
                "Create the calendar event from this message:\n\nTeam offsite on 2024-09-12 at 09:30 in the Lakeside Hotel, with Anna, Ben and Chloe.",
                json!({"title": "Team offsite", "date": "2024-09-12", "start_time": "09:30", "location": "Lakeside Hotel", "attendees": ["Anna", "Ben", "Chloe"]}),
            ),
            (
                "Create the calendar event from this message:\n\nDentist appointment on March 3rd, 2025 at the Smile Clinic. Just me.",
                json!({"title": "Dentist appointment", "date": "2025-03-03", "start_time": null, "location": "Smile Clinic", "attendees": []}),
            ),
            (
                "Create the calendar event from this message:\n\nQuarterly review, 2025-01-20, 2pm (14:00), room 4B. Invite Omar and Lena.",
                json!({"title": "Quarterly review", "date": "2025-01-20", "start_time": "14:00", "location": "room 4B", "attendees": ["Omar", "Lena"]}),
            ),
            (
                "Create the calendar event from this message:\n\nBook club meets at the City Library on 2024-11-05, with Grace.",
                json!({"title": "Book club", "date": "2024-11-05", "start_time": null, "location": "City Library", "attendees": ["Grace"]}),
            ),
        ],
    )
}

fn order() -> Group {
    (
        "Order",
        vec![
            (
                "Extract the order:\n\nOrder #A1001 from Lisa Chen: 3 items, paid by Visa card ending 4242. Please gift wrap it.",
                json!({"order_id": "A1001", "customer": "Lisa Chen", "items": 3, "payment": {"method": "card", "brand": "visa", "last4": "4242"}, "gift_wrap": true}),
            ),
            (
                "Extract the order:\n\nOrder B-77, customer Marco Rossi, 1 item, paid by bank transfer from IBAN DE89370400440532013000. No gift wrap.",
                json!({"order_id": "B-77", "customer": "Marco Rossi", "items": 1, "payment": {"method": "bank_transfer", "iban": "DE89370400440532013000"}, "gift_wrap": false}),
            ),
            (
                "Extract the order:\n\nOrder 5531: Fatima Zahra bought 2 items and paid cash at pickup. Not a gift.",
                json!({"order_id": "5531", "customer": "Fatima Zahra", "items": 2, "payment": {"method": "cash"}, "gift_wrap": false}),
            ),
            (
                "Extract the order:\n\nOrder ZX-9 by Noah Williams, 6 items, Mastercard ending in 1881, gift wrapping requested.",
                json!({"order_id": "ZX-9", "customer": "Noah Williams", "items": 6, "payment": {"method": "card", "brand": "mastercard", "last4": "1881"}, "gift_wrap": true}),
            ),
        ],
    )
}

fn home_command() -> Group {
    (
        "HomeCommand",
        vec![
            (
                "Turn what the user said into a smart home command:\n\nSet the bedroom to 19.5 degrees, please.",
                json!({"action": "set_temperature", "room": "bedroom", "celsius": 19.5}),
            ),
            (
                "Turn what the user said into a smart home command:\n\nSwitch on the kitchen lights.",
                json!({"action": "turn_on", "device": "kitchen lights"}),
            ),
            (
                "Turn what the user said into a smart home command:\n\nPlay some Miles Davis.",
                json!({"action": "play_music", "artist": "Miles Davis"}),
            ),
            (
                "Turn what the user said into a smart home command:\n\nTurn off the garage door opener.",
                json!({"action": "turn_off", "device": "garage door opener"}),
            ),
        ],
    )
}

fn recipe() -> Group {
    (
        "Recipe",
        vec![
            (
                "Extract the recipe:\n\nPancakes for 4: 200 g flour, 300 ml milk, 2 eggs. Mix and fry.",
                json!({"name": "Pancakes", "servings": 4, "vegetarian": true, "ingredients": [{"name": "flour", "amount": 200.0, "unit": "g"}, {"name": "milk", "amount": 300.0, "unit": "ml"}, {"name": "eggs", "amount": 2.0, "unit": null}]}),
            ),
            (
                "Extract the recipe:\n\nChicken curry (serves 2): 400 g chicken, 1 onion, 2 tbsp curry paste, 250 ml coconut milk.",
                json!({"name": "Chicken curry", "servings": 2, "vegetarian": false, "ingredients": [{"name": "chicken", "amount": 400.0, "unit": "g"}, {"name": "onion", "amount": 1.0, "unit": null}, {"name": "curry paste", "amount": 2.0, "unit": "tbsp"}, {"name": "coconut milk", "amount": 250.0, "unit": "ml"}]}),
            ),
            (
                "Extract the recipe:\n\nGuacamole, enough for 6 people: 3 avocados, 1 lime, 5 g salt.",
                json!({"name": "Guacamole", "servings": 6, "vegetarian": true, "ingredients": [{"name": "avocados", "amount": 3.0, "unit": null}, {"name": "lime", "amount": 1.0, "unit": null}, {"name": "salt", "amount": 5.0, "unit": "g"}]}),
            ),
            (
                "Extract the recipe:\n\nTuna salad for one: 1 can of tuna (150 g), 50 g lettuce, 1 tbsp olive oil.",
                json!({"name": "Tuna salad", "servings": 1, "vegetarian": false, "ingredients": [{"name": "tuna", "amount": 150.0, "unit": "g"}, {"name": "lettuce", "amount": 50.0, "unit": "g"}, {"name": "olive oil", "amount": 1.0, "unit": "tbsp"}]}),
            ),
        ],
    )
}

fn flight() -> Group {
    (
        "Flight",
        vec![
            (
                "Extract the flight booking:\n\nYour flight LH 454 from FRA to SFO departs on 2024-07-21. Seat 32A. 1 checked bag included.",
                json!({"flight_number": "LH 454", "from": "FRA", "to": "SFO", "departure": "2024-07-21", "seat": "32A", "bags": 1}),
            ),
            (
                "Extract the flight booking:\n\nBooking confirmed: BA 117, London Heathrow (LHR) to New York (JFK), 5 December 2024. Seat not yet assigned. 2 bags.",
                json!({"flight_number": "BA 117", "from": "LHR", "to": "JFK", "departure": "2024-12-05", "seat": null, "bags": 2}),
            ),
            (
                "Extract the flight booking:\n\nAF 1234 CDG to BCN on 2025-04-02, hand luggage only (no checked bags), seat 14C.",
                json!({"flight_number": "AF 1234", "from": "CDG", "to": "BCN", "departure": "2025-04-02", "seat": "14C", "bags": 0}),
            ),
            (
                "Extract the flight booking:\n\nQantas QF 1, Sydney (SYD) to Singapore (SIN), departing 2025-08-30, 2 checked bags.",
                json!({"flight_number": "QF 1", "from": "SYD", "to": "SIN", "departure": "2025-08-30", "seat": null, "bags": 2}),
            ),
        ],
    )
}

fn department() -> Group {
    (
        "Department",
        vec![
            (
                "Route this customer email to a department:\n\nHello, I was billed 59 EUR this month although I switched to the 29 EUR plan in May. Could you correct the invoice and charge me the right amount?",
                json!("billing"),
            ),
            (
                "Route this customer email to a department:\n\nSince Tuesday the mobile app logs me out every time I switch screens, and the sync button does nothing at all. Reinstalling did not help.",
                json!("technical_support"),
            ),
            (
                "Route this customer email to a department:\n\nMy order 88213 was supposed to arrive last Friday. The tracking page has not moved since the parcel left your warehouse in Leipzig. Where is it?",
                json!("shipping"),
            ),
            (
                "Route this customer email to a department:\n\nUnder the GDPR I ask you to delete all personal data you hold about me, including my order history, and to confirm in writing once this is done.",
                json!("legal"),
            ),
            (
                "Route this customer email to a department:\n\nWe are a team of 40 and are considering your Business plan. Could someone send us a quote for annual billing and show us a demo next week?",
                json!("sales"),
            ),
            (
                "Route this customer email to a department:\n\nBonjour, le colis de ma commande 5521 est arrivé avec le carton écrasé et deux tasses cassées à l'intérieur. Que dois-je faire ?",
                json!("shipping"),
            ),
            (
                "Route this customer email to a department:\n\nGuten Tag, seit dem letzten Update stürzt Ihr Programm jedes Mal ab, wenn ich eine Datei als PDF exportiere. Die Fehlermeldung lautet: 'Exportmodul nicht gefunden'.",
                json!("technical_support"),
            ),
            (
                "Route this customer email to a department:\n\nWhich payment methods do you accept? Our finance team would like to pay this year's invoice by bank transfer instead of by card.",
                json!("billing"),
            ),
        ],
    )
}

fn delivery_complaint() -> Group {
    (
        "DeliveryComplaint",
        vec![
            (
                "Extract the delivery complaint:\n\nOrder 4471-B arrived this morning, but the glass vase inside was in pieces.",
                json!({"order_id": "4471-B", "problem": "damaged"}),
            ),
            (
                "Extract the delivery complaint:\n\nI ordered the blue rain jacket in size M (order A-20931) and received a pair of black gloves instead.",
                json!({"order_id": "A-20931", "problem": "wrong_item"}),
            ),
            (
                "Extract the delivery complaint:\n\nOrder 10-5523: the box had the laptop, but the charger listed on the packing slip was not in it.",
                json!({"order_id": "10-5523", "problem": "missing_item"}),
            ),
            (
                "Extract the delivery complaint:\n\nPedido 30917: me prometieron la entrega para el lunes y hoy ya es jueves. Todavía no ha llegado nada.",
                json!({"order_id": "30917", "problem": "late"}),
            ),
        ],
    )
}
