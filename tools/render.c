#include "cli.h"
int cli_render_main(int argc, char **argv) {
    (void)argc;
    (void)argv;
    return 2;
}
int cli_render_demo(const char *path, FILE *log) {
    (void)path;
    (void)log;
    return 0;
}
bool cli_have_png(void) {
    return false;
}
