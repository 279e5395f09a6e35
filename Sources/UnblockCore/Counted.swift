/// `number` and `noun`, the noun plural unless the number is 1: `1 move`, `23 moves`,
/// `0 states`. Every message of the package that counts something says it this way.
package func counted(_ number: Int, _ noun: String) -> String {
  "\(number) \(noun)\(number == 1 ? "" : "s")"
}
