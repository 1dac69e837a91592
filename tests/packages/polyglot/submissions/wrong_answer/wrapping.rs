use std::io::Read;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let sum = text.split_whitespace().skip(1)
        .map(|t| t.parse::<i32>().unwrap())
        .fold(0i32, |s, a| s.wrapping_add(a));
    println!("{}", sum);
}
