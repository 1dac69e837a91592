package main

import (
	"bufio"
	"fmt"
	"os"
)

func main() {
	in := bufio.NewReader(os.Stdin)
	var n int
	fmt.Fscan(in, &n)
	var sum int64
	for i := 0; i < n; i++ {
		var a int64
		fmt.Fscan(in, &a)
		sum += a
	}
	fmt.Println(sum)
}
