//! Compile errors of `#[derive(StructuredOutput)]`: each file in `tests/ui/` is a misuse, and
//! its `.stderr` is the error the derive must report, spanned on the offending tokens. Each
//! file in `tests/ui/pass/` is a use that must compile with no attribute, and run.

#[test]
fn ui() {
    let cases = trybuild::TestCases::new();
    cases.compile_fail("tests/ui/*.rs");
    cases.pass("tests/ui/pass/*.rs");
}
