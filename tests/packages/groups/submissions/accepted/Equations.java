// Full solution in Java, words in upper case. Expected: AC, 100 points.
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.Locale;
import java.util.StringTokenizer;

public class Equations {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int q = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int k = 0; k < q; k++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            int a = Integer.parseInt(st.nextToken());
            int b = Integer.parseInt(st.nextToken());
            int c = Integer.parseInt(st.nextToken());
            if (a == 0) out.append(b == c ? "ANY" : "IMPOSSIBLE");
            else out.append(String.format(Locale.ROOT, "%.9f", (double) (c - b) / a));
            out.append('\n');
        }
        System.out.print(out);
    }
}
