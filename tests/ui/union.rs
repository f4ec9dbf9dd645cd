use structout::StructuredOutput;

#[derive(StructuredOutput)]
union Bits {
    int: u32,
    float: f32,
}

fn main() {}
