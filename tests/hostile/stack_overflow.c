/* Recurses without end, with a large frame. */
#include <string.h>
int down(int n) { volatile char frame[4096]; memset((char *)frame, n, sizeof frame); return down(n + 1) + frame[7]; }
int main(void) { return down(0); }
