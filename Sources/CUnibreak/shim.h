#ifndef GUIA_CUNIBREAK_SHIM_H
#define GUIA_CUNIBREAK_SHIM_H
#include <stddef.h>
#include <linebreak.h>
#endif
