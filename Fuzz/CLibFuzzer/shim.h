// libFuzzer's driver, for a program that has a main of its own. swiftc links libFuzzer
// itself under -sanitize=fuzzer, so this module names no library.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv,
                        int (*callback)(const uint8_t *data, size_t size));
