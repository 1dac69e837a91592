/* Closes its stdout before answering anything, then answers into the void. */
#include <stdio.h>
#include <unistd.h>
int main(void) { close(1); printf("no secret here\n"); return 0; }
