/* Waits for ever, using no CPU. */
#include <unistd.h>
int main(void) { for (;;) pause(); }
