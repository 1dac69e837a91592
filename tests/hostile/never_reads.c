/* Interactive: greets, then never reads what the judge writes. */
#include <stdio.h>
#include <unistd.h>
int main(void) { printf("hello\n"); fflush(stdout); for (;;) pause(); }
