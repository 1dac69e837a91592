using System;

class IntSum {
    static void Main() {
        Console.ReadLine();
        int sum = 0;
        foreach (var token in Console.ReadLine().Split(' '))
            sum = unchecked(sum + int.Parse(token));
        Console.WriteLine(sum);
    }
}
