use std::io::Read;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let sum: i64 = text.split_whitespace().skip(1).map(|t| t.parse::<i64>().unwrap()).sum();
    println!("{}", sum);
}
