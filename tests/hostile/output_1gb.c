/* Writes 1 GB to stdout, without a single newline. */
#include <stdio.h>
#include <string.h>
int main(void) { static char block[1 << 20]; memset(block, 'a', sizeof block);
    for (int i = 0; i < 1024; i++) fwrite(block, 1, sizeof block, stdout); return 0; }
