/* Interactive: writes without end, never a newline, never reading. */
#include <stdio.h>
#include <string.h>
int main(void) { static char block[1 << 16]; memset(block, 'x', sizeof block);
    for (;;) fwrite(block, 1, sizeof block, stdout); }
