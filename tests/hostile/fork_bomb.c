/* Forks without end: every process forks again, and none ever exits. */
#include <unistd.h>
int main(void) { for (;;) fork(); }
