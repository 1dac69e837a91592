import java.io.*;
import java.util.*;

public class Sum {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        in.readLine();
        long sum = 0;
        StringTokenizer tokens = new StringTokenizer(in.readLine());
        while (tokens.hasMoreTokens()) sum += Long.parseLong(tokens.nextToken());
        System.out.println(sum);
    }
}
