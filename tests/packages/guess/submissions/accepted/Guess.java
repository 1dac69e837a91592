// Binary search on [1, 1000]: at most 10 guesses. Expected: AC.
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Guess {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int lo = 1, hi = 1000;
        while (lo <= hi) {
            int mid = (lo + hi) / 2;
            System.out.println(mid);
            System.out.flush();
            String reply = in.readLine();
            if (reply == null || reply.trim().equals("=")) return;
            if (reply.trim().equals("<")) hi = mid - 1;
            else lo = mid + 1;
        }
    }
}
