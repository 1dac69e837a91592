using System;

class Sum {
    static void Main() {
        Console.ReadLine();
        long sum = 0;
        foreach (var token in Console.ReadLine().Split(new[] {' '}, StringSplitOptions.RemoveEmptyEntries))
            sum += long.Parse(token);
        Console.WriteLine(sum);
    }
}
