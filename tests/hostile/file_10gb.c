/* Writes a 10 GB file in its working directory. */
#include <stdio.h>
#include <string.h>
int main(void) { static char block[1 << 20]; memset(block, 'a', sizeof block);
    FILE *f = fopen("big", "wb"); if (!f) return 3;
    for (int i = 0; i < 10240; i++) fwrite(block, 1, sizeof block, f); fclose(f); return 0; }
